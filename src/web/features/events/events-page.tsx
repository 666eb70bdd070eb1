import { useSearchParams } from 'react-router';
import { STATE_NAMES } from '../../../shared/constants';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { ButtonLink } from '../../ui/button';
import { Page } from '../../ui/page';
import { CalendarFeed } from './calendar-feed';
import { EventLists } from './event-lists';
import { EventsToolbar, type EventsView } from './events-toolbar';
import { MonthSection } from './month-section';
import { OfflineSchedule } from './offline-schedule';
import './events.css';

/**
 * /events: what the club has planned. Upcoming events then past ones, or a month on a calendar;
 * filtered by state (?state=Kansas, the link target of a state's page). Members create events
 * here and subscribe to their own.
 */
export default function EventsPage() {
  const session = useSession();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const rawState = params.get('state') ?? '';
  const state = STATE_NAMES.includes(rawState) ? rawState : '';
  const view: EventsView = params.get('view') === 'month' ? 'month' : 'list';

  /** Changes some parameters and starts the lists from their first page. */
  function change(next: Record<string, string>) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      updated.delete('past');
      for (const [key, value] of Object.entries(next)) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  }

  return (
    <Page
      title="Events"
      lead="Meetups, build nights, photoshoots and convention plans. Come as you are, or as someone else."
      actions={session && online && <ButtonLink to="/events/new">Create an event</ButtonLink>}
      wide
      className="events-page"
    >
      <OfflineSchedule signedIn={Boolean(session)} />
      {online && (
        <>
          <EventsToolbar
            state={state}
            view={view}
            onState={(s) => change({ state: s })}
            onView={(v) => change({ view: v === 'month' ? 'month' : '' })}
          />
          {view === 'month' ? (
            <MonthSection state={state} />
          ) : (
            <EventLists state={state} signedIn={Boolean(session)} />
          )}
          <CalendarFeed signedIn={Boolean(session)} />
        </>
      )}
    </Page>
  );
}
