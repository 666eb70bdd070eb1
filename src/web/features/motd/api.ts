import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { EVENTS_KEY } from '../../lib/events-api';
import { useSession } from '../../lib/session';

/** How many of each list the message of the day shows. */
export const MOTD_EVENTS = 3;
/** The member's next events, as asked for (the service worker keeps this answer for offline reading). */
export const MY_NEXT_EVENTS_PATH = `/me/events?limit=${MOTD_EVENTS}`;

/**
 * GET /api/me/events: the next events the member is going to. Under the events key, so an RSVP
 * made elsewhere refreshes it.
 */
export function useMyNextEvents() {
  const session = useSession();
  return useQuery({
    queryKey: [...EVENTS_KEY, 'mine', session?.userid],
    queryFn: ({ signal }) => api(MY_NEXT_EVENTS_PATH, { auth: true, signal, check: 'myEvents' }),
    enabled: Boolean(session),
    // Asked even offline: the service worker answers with the copy it kept (decision 0029).
    networkMode: 'offlineFirst',
  });
}
