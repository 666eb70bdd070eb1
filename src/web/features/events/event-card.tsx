import { Link } from 'react-router';
import type { EventSummary } from '../../../shared/api/events';
import { formatEventWhen } from '../../lib/event-time';
import { Chip } from '../../ui/chip';
import { DateBlock, eventPlace } from '../../ui/event-row';
import { CalendarIcon, PinIcon } from '../../ui/icons';
import { EventCover } from './event-cover';
import './event-card.css';
import { seriesLabel } from './repeat-model';

/** Whether no one else can say "going": the capacity is reached. */
export function isFull(event: Pick<EventSummary, 'capacity' | 'going'>): boolean {
  return event.capacity !== null && event.going >= event.capacity;
}

/**
 * One event in the events page's grid: cover (or its art) with the date leaf on it, the title as
 * the card's link, when (in the event's zone) and where, and chips for who is going and its state.
 */
export function EventCard({ event }: { event: EventSummary }) {
  const place = eventPlace(event) || 'Place to be announced';
  return (
    <article className={event.cancelledAt ? 'event-card is-cancelled' : 'event-card'}>
      <div className="event-card-cover">
        <EventCover cover={event.cover} seed={event.id} className="event-card-image" />
        <DateBlock startsAt={event.startsAt} timeZone={event.timeZone} className="event-card-date" />
      </div>
      <div className="event-card-body">
        <h3 className="event-card-title">
          <Link className="event-card-link" to={`/events/${event.id}`}>
            {event.title}
          </Link>
        </h3>
        <p className="event-card-line">
          <CalendarIcon className="event-card-icon" />
          {formatEventWhen(event.startsAt, event.endsAt, event.timeZone)}
        </p>
        <p className="event-card-line">
          <PinIcon className="event-card-icon" />
          {place}
        </p>
        <ul className="chip-list event-card-chips" aria-label="About this event">
          {event.cancelledAt && (
            <li>
              <Chip tone="alert">Cancelled</Chip>
            </li>
          )}
          <li>
            <Chip tone="accent">{event.going} going</Chip>
          </li>
          {!event.cancelledAt && isFull(event) && (
            <li>
              <Chip tone="alert">Full</Chip>
            </li>
          )}
          {event.visibility === 'members' && (
            <li>
              <Chip>Members only</Chip>
            </li>
          )}
          {event.series && (
            <li>
              <Chip>{seriesLabel(event)}</Chip>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}

export function EventCardGrid({ events }: { events: readonly EventSummary[] }) {
  return (
    <ul className="event-grid">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
