import { Link } from 'react-router';
import type { ConMeetup } from '../../../../shared/api/con-meetups';
import type { ConventionDetail } from '../../../../shared/api/conventions';
import { conDayName } from '../../../../shared/time/convention-times';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { ErrorText } from '../../../ui/error-text';
import { clubToday } from '../con-today';
import { useConMeetups } from './api';
import './meetups.css';

/** The day a new meetup starts on: the first of the con's days not over yet (else its first). */
function planDay(days: readonly string[], today: string): string | undefined {
  return days.find((d) => d >= today) ?? days[0];
}

/**
 * The con page's meetups (issue 35 item 5): club events linked to the con, by day, each with its
 * time on the con's clock, venue and how many are going. Active members may plan one: the event
 * form opens with the con and day chosen.
 */
export function MeetupsSection({ con }: { con: ConventionDetail }) {
  const session = useSession();
  const meetups = useConMeetups(con.slug);
  const day = planDay(con.days, clubToday());
  const canPlan = session?.status === 'active' && con.status === 'listed' && day !== undefined;
  const days = meetups.data?.days ?? [];
  return (
    <Card as="section" id="meetups" className="meetups" aria-labelledby="meetups-title">
      <div className="meetups-head">
        <h2 id="meetups-title">Meetups</h2>
        {canPlan && (
          <ButtonLink
            variant="secondary"
            to={`/events/new?con=${encodeURIComponent(con.slug)}&day=${encodeURIComponent(day)}`}
          >
            Plan a meetup
          </ButtonLink>
        )}
      </div>
      {meetups.isError && (
        <ErrorText>{errorMessage(meetups.error, 'The meetups could not be loaded.')}</ErrorText>
      )}
      {meetups.data && days.length === 0 && (
        <p className="meetups-empty">No meetups planned at this con yet.</p>
      )}
      {days.map((d) => (
        <section key={d.day} className="meetups-day" aria-labelledby={`meetups-${d.day}`}>
          <h3 id={`meetups-${d.day}`}>{conDayName(d.day)}</h3>
          <ul className="meetups-list">
            {d.meetups.map((m) => (
              <MeetupRow key={m.id} meetup={m} />
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}

function MeetupRow({ meetup }: { meetup: ConMeetup }) {
  return (
    <li className="meetups-item">
      <time className="meetups-time" dateTime={meetup.startsAt}>
        {meetup.time}
      </time>
      <span className="meetups-text">
        <Link to={`/events/${meetup.id}`} className="meetups-title">
          {meetup.title}
        </Link>
        {meetup.visibility === 'members' && <Chip>Members only</Chip>}
        <span className="meetups-detail">
          {[meetup.venue, `${meetup.going} going`].filter(Boolean).join(' · ')}
        </span>
      </span>
    </li>
  );
}
