// The few member requests the notifications bench makes, through the real API (as the web app).
import type { EventRequest } from '../src/shared/api/events';

/** A JSON request with the member's bearer token; the answer's body, or throws naming the status. */
export async function memberCall<T = unknown>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  expected = 200,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A build night far enough ahead to be upcoming whatever the clock says; answers its id. */
export async function hostEvent(baseUrl: string, token: string, title: string): Promise<number> {
  const fields: EventRequest = {
    title,
    startsAt: '2030-03-07T18:00:00-06:00',
    endsAt: '2030-03-07T21:00:00-06:00',
    timeZone: 'America/Chicago',
    venue: 'Maker Hall',
    address: '100 Main St',
    city: 'Wichita',
    state: 'Kansas',
    description: 'Bring your foam and your glue gun.',
  };
  return (await memberCall<{ id: number }>(baseUrl, token, 'POST', '/api/events', fields, 201)).id;
}

/** PUT /api/events/{id}/rsvp going; resolves when the answer has been read. */
export function goTo(baseUrl: string, token: string, eventId: number): Promise<unknown> {
  return memberCall(baseUrl, token, 'PUT', `/api/events/${eventId}/rsvp`, { status: 'going' });
}
