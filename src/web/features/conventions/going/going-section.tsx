import { CONVENTION_MESSAGES, type ConventionDetail } from '../../../../shared/api/conventions';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { ButtonLink } from '../../../ui/button';
import { ErrorText } from '../../../ui/error-text';
import { useConGoing } from './going-api';
import { GoingDay } from './going-day';
import { GoingForm } from './going-form';
import './going.css';

/**
 * The con page's "Who's going" card: each day with its series and goers, then the member's own
 * "I'm going" form (visitors are asked to log in). A con whose dates are not set has no days to
 * choose, so it says so and asks nothing.
 */
export function GoingSection({ con }: { con: ConventionDetail }) {
  const session = useSession();
  const hasDays = con.days.length > 0;
  const going = useConGoing(con.slug, hasDays);
  const member = session?.status === 'active';
  return (
    <section id="going" className="card going-card" aria-labelledby="going-title">
      <h2 id="going-title">Who's going</h2>
      {!hasDays ? (
        <p className="going-none">{CONVENTION_MESSAGES.noDates}</p>
      ) : going.isError ? (
        <ErrorText>{errorMessage(going.error, 'Who’s going could not be loaded.')}</ErrorText>
      ) : !going.data ? (
        <p className="going-none" aria-busy="true">
          Loading who’s going…
        </p>
      ) : (
        <>
          <div className="going-days">
            {going.data.days.map((day) => (
              <GoingDay key={day.day} day={day} />
            ))}
          </div>
          {member ? (
            <GoingForm
              key={JSON.stringify(going.data.mine)}
              slug={con.slug}
              days={con.days}
              mine={going.data.mine}
            />
          ) : (
            !session && (
              <div className="going-login">
                <p>Members say which days they go and who they will cosplay.</p>
                <ButtonLink to="/login" state={{ from: `/cons/${con.slug}`, ended: false }}>
                  Log in to say you are going
                </ButtonLink>
              </div>
            )
          )}
        </>
      )}
    </section>
  );
}
