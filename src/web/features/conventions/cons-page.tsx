import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ConventionSummary } from '../../../shared/api/conventions';
import { STATE_NAMES } from '../../../shared/constants';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { useCons } from './api';
import { conDates } from './con-dates';
import { clubToday, isPast } from './con-today';
import './conventions.css';

/** /cons — the conventions the club goes to: upcoming first, by state (?state=), past ones last. */
export default function ConsPage() {
  const cons = useCons();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const stateId = useId();
  const chosen = params.get('state') ?? '';
  const state = STATE_NAMES.includes(chosen) ? chosen : '';
  const today = clubToday();
  const shown = (cons.data?.cons ?? []).filter((con) => !state || con.state === state);
  const coming = shown.filter((con) => !isPast(con, today));
  const past = shown.filter((con) => isPast(con, today));
  const action =
    session &&
    (session.role === 'organiser' ? (
      <ButtonLink to="/cons/new">Add a convention</ButtonLink>
    ) : (
      <ButtonLink to="/cons/new" variant="secondary">
        Suggest a convention
      </ButtonLink>
    ));

  return (
    <Page
      title="Conventions"
      lead="The cons the club’s members go to: upcoming ones first."
      wide
      actions={action}
    >
      <div className="field con-state">
        <label htmlFor={stateId}>State</label>
        <select
          id={stateId}
          value={state}
          onChange={(e) => setParams(e.target.value ? { state: e.target.value } : {}, { replace: true })}
        >
          <option value="">All states</option>
          {STATE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {cons.isPending && <p aria-busy="true">Loading the conventions…</p>}
      {cons.isError && (
        <ErrorText>{errorMessage(cons.error, 'The conventions could not be loaded.')}</ErrorText>
      )}
      {cons.data && coming.length === 0 && (
        <p>{state ? `No upcoming conventions in ${state} yet.` : 'No upcoming conventions yet.'}</p>
      )}
      <ConCards cons={coming} label="Upcoming conventions" />
      {past.length > 0 && (
        <details className="con-past">
          <summary>Past conventions ({past.length})</summary>
          <ConCards cons={past} label="Past conventions" />
        </details>
      )}
    </Page>
  );
}

function ConCards({ cons, label }: { cons: ConventionSummary[]; label: string }) {
  if (cons.length === 0) return null;
  return (
    <ul className="card-grid con-list" aria-label={label}>
      {cons.map((con) => (
        <Card as="li" key={con.id} className="con-card" aria-label={con.name}>
          <h2 className="con-card-name">
            <Link to={`/cons/${encodeURIComponent(con.slug)}`}>{con.name}</Link>
          </h2>
          <p className="con-card-dates">{conDates(con.startsOn, con.endsOn)}</p>
          <p className="con-card-place">
            {con.city}, {con.state}
          </p>
        </Card>
      ))}
    </ul>
  );
}
