import { Link } from 'react-router';
import { useEventList } from '../../lib/events-api';
import { EventRowList } from '../../ui/event-row';

/**
 * The landing page's "Next events": the next three public events (the same list for everyone).
 * Kept tiny on purpose: Intl for dates, no date or QR library on the landing page.
 */
export function NextEvents() {
  const list = useEventList({ limit: 3 }, { asVisitor: true });
  const events = list.data?.events ?? [];
  return (
    <section className="home-events" aria-labelledby="home-events-title" aria-busy={list.isPending}>
      <div className="home-events-head">
        <h2 id="home-events-title">Next events</h2>
        <Link to="/events">All events</Link>
      </div>
      {list.isPending && <div className="home-events-placeholder" />}
      {events.length > 0 && <EventRowList events={events} />}
      {list.isSuccess && events.length === 0 && (
        <p className="home-events-empty">
          Nothing planned yet. <Link to="/events">See past events or plan one</Link>.
        </p>
      )}
      {list.isError && <p className="home-events-empty">Events are not available right now.</p>}
    </section>
  );
}
