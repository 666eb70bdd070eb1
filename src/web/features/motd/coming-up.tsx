import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClubContent } from '../../../shared/content-schema';
import { errorMessage } from '../../lib/error-message';
import { useEventList } from '../../lib/events-api';
import { useOnline } from '../../lib/use-online';
import { Card } from '../../ui/card';
import { EventRowList } from '../../ui/event-row';
import { CalendarIcon, ExternalIcon } from '../../ui/icons';
import { OfflineBanner } from '../../ui/offline-banner';
import { MOTD_EVENTS, MY_NEXT_EVENTS_PATH, useMyNextEvents } from './api';

type Rows = Parameters<typeof EventRowList>[0]['events'];

/** One list of "Coming up": its heading, the rows or what to do when there are none, a link on. */
function EventsBlock({
  id,
  title,
  query,
  empty,
  more,
  banner,
  offline,
}: {
  id: string;
  title: string;
  /** Above the rows: the offline note of a list the service worker keeps. */
  banner?: ReactNode;
  /** Said instead of "Loading" while offline with nothing kept: this list needs the network. */
  offline?: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { events: Rows } };
  empty: ReactNode;
  more: ReactNode;
}) {
  const events = query.data?.events ?? [];
  const waiting = !query.data && !query.isError;
  return (
    <section className="motd-events" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {banner}
      {waiting && <p className="motd-events-note">{offline ?? 'Loading events…'}</p>}
      {query.isError && !offline && (
        <p className="motd-events-note">{errorMessage(query.error, 'Events are not available right now.')}</p>
      )}
      {query.data && events.length === 0 && <p className="motd-events-empty">{empty}</p>}
      {events.length > 0 && <EventRowList events={events} heading="h4" />}
      <p className="motd-events-more">{more}</p>
    </section>
  );
}

/**
 * "Coming up" for the member reading it: the events they are going to, the club's next events,
 * then the two conventions of the club content (the spec's text, unchanged).
 */
export function ComingUp({ conventions }: { conventions: ClubContent['motd']['conventions'] }) {
  const mine = useMyNextEvents();
  const club = useEventList({ limit: MOTD_EVENTS });
  const online = useOnline();
  return (
    <section aria-labelledby="motd-conventions">
      <h2 id="motd-conventions">Coming up</h2>
      <div className="motd-coming">
        <EventsBlock
          id="motd-going"
          title="You’re going"
          query={mine}
          banner={<OfflineBanner apiPath={MY_NEXT_EVENTS_PATH} />}
          empty={<>You have not said you are going to any event yet.</>}
          more={<Link to="/events">Find an event</Link>}
        />
        <EventsBlock
          id="motd-club-events"
          title="Club events"
          query={club}
          offline={online || club.data ? undefined : 'Offline. The club’s events need a connection.'}
          empty={<>No club events are planned yet.</>}
          more={
            club.data?.events.length ? (
              <Link to="/events">All club events</Link>
            ) : (
              <Link to="/events/new">Create an event</Link>
            )
          }
        />
      </div>
      <h3 className="motd-subhead">Conventions</h3>
      <ul className="card-grid motd-conventions">
        {conventions.map((c) => (
          <Card as="li" key={c.name} className="convention-card">
            <CalendarIcon className="convention-icon" />
            <div>
              <h4 className="convention-name">
                <a href={c.url} target="_blank" rel="noopener noreferrer">
                  {c.name}
                </a>
                <ExternalIcon className="convention-external" />
              </h4>
              <p>{c.dates}</p>
            </div>
          </Card>
        ))}
      </ul>
    </section>
  );
}
