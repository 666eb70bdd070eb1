import { useQuery } from '@tanstack/react-query';
import { EVENT_COVER_FIELD, type EventRequest, type RsvpRequest } from '../../../shared/api/events';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { ApiError, api } from '../../lib/api';
import { EVENTS_KEY } from '../../lib/events-api';
import { useSession } from '../../lib/session';

const path = (id: number | string) => `/events/${encodeURIComponent(String(id))}`;

/** A 4xx (no such event, not allowed) will not change by asking again. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** GET /api/events/{id}: the event, who is coming and the caller's own answer. */
export function useEvent(id: string | undefined) {
  const session = useSession();
  return useQuery({
    queryKey: [...EVENTS_KEY, 'detail', id, session?.userid ?? 'visitor'],
    queryFn: ({ signal }) => api(path(id ?? ''), { auth: true, signal, check: 'event' }),
    enabled: Boolean(id),
    retry: retryServerErrors,
    // Asked even offline: the service worker answers with the copy it kept (decision 0029).
    networkMode: 'offlineFirst',
  });
}

/** The member's coming events as the events page keeps them for offline reading (the most the server gives). */
export const MY_SCHEDULE_PATH = '/me/events?limit=10';

/**
 * GET /api/me/events for the events page's offline view. Asked only where it can help: while a
 * service worker controls the page (it keeps the answer) or offline (it answers from that copy).
 */
export function useMySchedule(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: [...EVENTS_KEY, 'schedule', session?.userid],
    queryFn: ({ signal }) => api(MY_SCHEDULE_PATH, { auth: true, signal, check: 'myEvents' }),
    enabled: enabled && Boolean(session),
    networkMode: 'offlineFirst',
  });
}

/** POST /api/events, or PUT /api/events/{id} when editing. */
export function saveEvent(
  body: EventRequest,
  id?: number,
  scope?: 'this' | 'following' | 'series',
): Promise<{ id: number }> {
  if (id === undefined) return api('/events', { method: 'POST', body, auth: true, check: 'createdEvent' });
  // An occurrence of a series: which dates the change is for (?scope=, this one by default).
  const to = scope ? `${path(id)}?scope=${scope}` : path(id);
  return api<unknown>(to, { method: 'PUT', body, auth: true }).then(() => ({ id }));
}

/** DELETE /api/events/{id}: cancels it (it stays readable, marked cancelled). */
export function cancelEvent(id: number) {
  return api<unknown>(path(id), { method: 'DELETE', auth: true });
}

/** PUT /api/events/{id}/cover (multipart, field 'image'). */
export function uploadCover(id: number, file: Blob) {
  const form = new FormData();
  form.set(EVENT_COVER_FIELD, file);
  return api<unknown>(`${path(id)}/cover`, { method: 'PUT', body: form, auth: true });
}

/** DELETE /api/events/{id}/cover */
export function removeCover(id: number) {
  return api<unknown>(`${path(id)}/cover`, { method: 'DELETE', auth: true });
}

/** PUT /api/events/{id}/rsvp: going, maybe or no, with a cosplan; going to a full event joins its waitlist. */
export function saveRsvp(id: number, body: RsvpRequest) {
  return api(`${path(id)}/rsvp`, { method: 'PUT', body, auth: true, check: 'event' });
}

export const calendarFeedKey = ['calendar-feed'] as const;

/**
 * GET /api/events/calendar-feed: the public feed's address on the site's public address (the
 * server's PUBLIC_URL), which calendar services can reach; it never changes while the site runs.
 */
export function useClubFeed() {
  return useQuery({
    queryKey: ['club-calendar-feed'],
    queryFn: ({ signal }) => api('/events/calendar-feed', { signal, check: 'calendarFeed' }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryServerErrors,
  });
}

/** GET /api/me/calendar-feed: the member's private address of their events. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => api('/me/calendar-feed', { auth: true, signal, check: 'calendarFeed' }),
    enabled,
    retry: retryServerErrors,
  });
}

/** POST /api/me/calendar-feed: a new secret address; the old one stops working. */
export function renewCalendarFeed() {
  return api('/me/calendar-feed', { method: 'POST', auth: true, check: 'calendarFeed' });
}

/**
 * GET /api/users/{id}, read for the member's own photo (the cosplan card). The profile editor and
 * settings read the same answer for their own fields; features do not share hooks across folders.
 */
export function useMyPhoto(userId: string | undefined) {
  return useQuery({
    queryKey: ['own-profile', userId, 'photo'],
    queryFn: ({ signal }) =>
      api<OwnProfile>(`/users/${encodeURIComponent(userId ?? '')}`, { auth: true, signal }),
    select: (profile) => ({
      image: profile.image || profile.thumbnail,
      firstname: profile.firstname,
      lastname: profile.lastname,
      username: profile.username,
    }),
    enabled: Boolean(userId),
    retry: retryServerErrors,
  });
}

/** POST /api/events/{id}/waitlist/accept: the seat held for the member becomes theirs (going). */
export function acceptOffer(id: number) {
  return api(`${path(id)}/waitlist/accept`, { method: 'POST', auth: true, check: 'event' });
}

/** DELETE /api/events/{id}/waitlist: leave the line, or decline the seat offered. */
export function leaveWaitlist(id: number) {
  return api(`${path(id)}/waitlist`, { method: 'DELETE', auth: true, check: 'event' });
}

/** GET /api/events/{id}/waitlist: the line in order (its host, or an organiser). */
export function useWaitlist(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...EVENTS_KEY, 'waitlist', id],
    queryFn: ({ signal }) => api(`${path(id)}/waitlist`, { auth: true, signal, check: 'waitlistLine' }),
    enabled,
    retry: retryServerErrors,
  });
}

/** PUT /api/events/{id}/waitlist/{entryId}: the host moves a member to a place (1 = first). */
export function moveInWaitlist(id: number, entryId: number, position: number) {
  return api(`${path(id)}/waitlist/${entryId}`, {
    method: 'PUT',
    body: { position },
    auth: true,
    check: 'waitlistLine',
  });
}
