import { useServiceWorkerControlled } from '../../lib/service-worker';
import { useOnline } from '../../lib/use-online';
import { EventRowList } from '../../ui/event-row';
import { OfflineBanner } from '../../ui/offline-banner';
import '../../ui/offline-banner.css';
import { MY_SCHEDULE_PATH, useMySchedule } from './api';

/**
 * /events while offline (the page then shows only this): the events the member is going to, read-only, from the answer the
 * service worker kept when they last opened the page online (the club's lists need the network).
 */
export function OfflineSchedule({ signedIn }: { signedIn: boolean }) {
  const online = useOnline();
  const controlled = useServiceWorkerControlled();
  const schedule = useMySchedule(signedIn && (!online || controlled));
  if (online) return null;
  if (!signedIn) {
    return <p className="offline-banner">Offline. The club’s events need a connection.</p>;
  }
  const events = schedule.data?.events ?? [];
  return (
    <section className="events-section" aria-labelledby="events-yours">
      <h2 id="events-yours">You’re going</h2>
      <OfflineBanner apiPath={MY_SCHEDULE_PATH} />
      {schedule.isPending && <p className="events-status">Loading your events…</p>}
      {schedule.isError && <p className="events-status">Your events were not kept on this device.</p>}
      {schedule.data && events.length === 0 && (
        <p className="events-status">You have not said you are going to any event yet.</p>
      )}
      {events.length > 0 && <EventRowList events={events} />}
    </section>
  );
}
