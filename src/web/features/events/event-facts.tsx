import type { EventDetail } from '../../../shared/api/events';
import { formatEventWhen } from '../../lib/event-time';
import { CalendarIcon, ExternalIcon, LinkIcon, PinIcon } from '../../ui/icons';
import { safeHref } from './linkify';

/** A search for the address on OpenStreetMap, or null when the event has no place to look up. */
export function mapHref(event: Pick<EventDetail, 'venue' | 'address' | 'city' | 'state'>): string | null {
  const query = [event.address || event.venue, event.city, event.state].filter(Boolean).join(', ');
  if (!query) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** The website's address without its scheme, to read: "con.example.org/tickets". */
function shortUrl(href: string): string {
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** When (in the event's zone), where (with a map link) and its website, as a description list. */
export function EventFacts({ event }: { event: EventDetail }) {
  const map = mapHref(event);
  const website = event.url ? safeHref(event.url) : null;
  const town = [event.city, event.state].filter(Boolean).join(', ');
  return (
    <section className="card event-facts" aria-label="When and where">
      <dl>
        <div className="event-fact">
          <dt>
            <CalendarIcon className="event-fact-icon" />
            When
          </dt>
          <dd>{formatEventWhen(event.startsAt, event.endsAt, event.timeZone)}</dd>
        </div>
        <div className="event-fact">
          <dt>
            <PinIcon className="event-fact-icon" />
            Where
          </dt>
          <dd>
            {event.venue && <span className="event-fact-strong">{event.venue}</span>}
            {event.address && <span>{event.address}</span>}
            {town && <span>{town}</span>}
            {!event.venue && !event.address && !town && <span>To be announced</span>}
            {map && (
              <a href={map} target="_blank" rel="noopener noreferrer">
                Open in a map <ExternalIcon className="event-fact-external" />
              </a>
            )}
          </dd>
        </div>
        {website && (
          <div className="event-fact">
            <dt>
              <LinkIcon className="event-fact-icon" />
              Website
            </dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer nofollow ugc">
                {shortUrl(website)}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <p className="event-fact-count">
        <strong>{event.going}</strong> going · <strong>{event.maybe}</strong> maybe
        {event.capacity !== null && <> · room for {event.capacity}</>}
      </p>
    </section>
  );
}
