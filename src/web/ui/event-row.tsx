import { Link } from 'react-router';
import type { EventSummary } from '../../shared/api/events';
import { dateBlock, formatEventWhen } from '../lib/event-time';
// The chip's look without its module: this row is on the landing page, inside its JavaScript budget.
import './chip.css';
import './event-row.css';

type RowEvent = Pick<
  EventSummary,
  'id' | 'title' | 'startsAt' | 'endsAt' | 'timeZone' | 'venue' | 'city' | 'state' | 'cancelledAt' | 'going'
>;

/** "The Sewing Loft · Wichita, Kansas"; the parts an event has, in that order. */
export function eventPlace(event: Pick<EventSummary, 'venue' | 'city' | 'state'>): string {
  const town = [event.city, event.state].filter(Boolean).join(', ');
  return [event.venue, town].filter(Boolean).join(' · ');
}

/** A tear-off calendar leaf: the month over the day, in the event's own zone. Decorative. */
export function DateBlock({
  startsAt,
  timeZone,
  className,
}: {
  startsAt: string;
  timeZone: string;
  className?: string;
}) {
  const { month, day } = dateBlock(startsAt, timeZone);
  return (
    <span className={className ? `date-block ${className}` : 'date-block'} aria-hidden="true">
      <span className="date-block-month">{month}</span>
      <span className="date-block-day">{day}</span>
    </span>
  );
}

/**
 * One event in a short list (the landing page, the calendar page, a state's page): its date
 * leaf, its title as the link, when and where. The whole row is the link's target.
 */
export function EventRow({ event, heading = 'h3' }: { event: RowEvent; heading?: 'h3' | 'h4' }) {
  const Heading = heading;
  const place = eventPlace(event);
  return (
    <article className={event.cancelledAt ? 'event-row is-cancelled' : 'event-row'}>
      <DateBlock startsAt={event.startsAt} timeZone={event.timeZone} />
      <div className="event-row-text">
        <Heading className="event-row-title">
          <Link className="event-row-link" to={`/events/${event.id}`}>
            {event.title}
          </Link>
        </Heading>
        <p className="event-row-meta">{formatEventWhen(event.startsAt, event.endsAt, event.timeZone)}</p>
        {place && <p className="event-row-meta">{place}</p>}
        {event.cancelledAt && <span className="chip chip-alert">Cancelled</span>}
      </div>
    </article>
  );
}

export function EventRowList({ events, heading }: { events: readonly RowEvent[]; heading?: 'h3' | 'h4' }) {
  return (
    <ul className="event-row-list">
      {events.map((event) => (
        <li key={event.id}>
          <EventRow event={event} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
