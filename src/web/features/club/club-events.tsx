import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { useEventList } from '../../lib/events-api';
import { EventRowList } from '../../ui/event-row';
import { CalendarIcon } from '../../ui/icons';

/**
 * Upcoming club events (the events page's list, shortest form) under the calendar embed, or on a
 * state's page when `state` is given, with a way to see them all and to subscribe.
 */
export function ClubEvents({ state, limit = 6 }: { state?: string; limit?: number }) {
  const list = useEventList({ state, limit });
  const events = list.data?.events ?? [];
  const where = state ? ` in ${state}` : '';
  const all = state ? `/events?state=${encodeURIComponent(state)}` : '/events';
  return (
    <section className="club-events" aria-labelledby="club-events-title">
      <h2 id="club-events-title">{state ? `Events${where}` : 'Club events'}</h2>
      {list.isPending && <p className="stores-note">Loading events…</p>}
      {list.isError && (
        <p className="stores-note">{errorMessage(list.error, 'Events are not available right now.')}</p>
      )}
      {list.isSuccess && events.length === 0 && <p className="stores-note">No upcoming events{where} yet.</p>}
      {events.length > 0 && <EventRowList events={events} />}
      <p className="cta-row club-events-links">
        <Link className="button button-secondary" to={all}>
          {state ? `All events${where}` : 'All events'}
        </Link>
        {!state && (
          <a className="button button-quiet" href="/api/events.ics" download="club-events.ics">
            <CalendarIcon /> Subscribe (.ics)
          </a>
        )}
      </p>
    </section>
  );
}
