import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useSession } from './session';

/**
 * GET /api/events: the one hook for the club's event lists (the events page, the landing page's
 * "Next events", the calendar page, a state's stores page). Lives in lib because several features
 * show events; the events feature owns everything else about them.
 */
export interface EventListQuery {
  from?: string;
  to?: string;
  state?: string;
  past?: boolean;
  page?: number;
  limit?: number;
}

/** Every cached event answer starts with this, so saving an event or an RSVP refreshes them all. */
export const EVENTS_KEY = ['events'] as const;

export function eventListPath(query: EventListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/events?${search}` : '/events';
}

/**
 * `asVisitor` asks without the session (the landing page lists public events only, the same for
 * everyone); otherwise a member also sees members-only events.
 */
export function useEventList(query: EventListQuery, { asVisitor = false, enabled = true } = {}) {
  const session = useSession();
  const viewer = asVisitor ? 'visitor' : (session?.userid ?? 'visitor');
  return useQuery({
    queryKey: [...EVENTS_KEY, 'list', query, viewer],
    // Visitors' lists may be kept by the browser for 30 s; a member who may have just changed an
    // event asks the server again.
    queryFn: ({ signal }) =>
      api(eventListPath(query), {
        check: 'events',
        auth: !asVisitor,
        signal,
        cache: session ? 'no-cache' : undefined,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
