import { Link } from 'react-router';
import type { EventDetail } from '../../../shared/api/events';
import { seriesLabel } from './repeat-model';

/** "Sat, Mar 13, 6:00 PM" in the event's zone. */
function shortWhen(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * An occurrence's page (issue 38): how the series repeats and its next dates, each its own event
 * with its own answers; a skipped date says so. Nothing for a one-off event.
 */
export function SeriesDates({ event }: { event: EventDetail }) {
  const label = seriesLabel(event);
  if (!label) return null;
  const next = event.seriesNext ?? [];
  return (
    <section className="card event-series" aria-labelledby="series-title">
      <h2 id="series-title" className="event-series-title">
        Repeats: {label.charAt(0).toLowerCase() + label.slice(1)}
      </h2>
      {event.series?.detached && <p className="event-muted">This date was changed on its own.</p>}
      {next.length > 0 && (
        <ul className="event-series-dates">
          {next.map((date) => (
            <li key={date.id}>
              {date.id === event.id ? (
                <span aria-current="page">{shortWhen(date.startsAt, event.timeZone)} (this date)</span>
              ) : date.cancelled ? (
                <span className="event-series-skipped">
                  <s>{shortWhen(date.startsAt, event.timeZone)}</s> skipped
                </span>
              ) : (
                <Link to={`/events/${date.id}`}>{shortWhen(date.startsAt, event.timeZone)}</Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
