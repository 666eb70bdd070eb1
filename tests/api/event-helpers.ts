import type { FastifyInstance } from 'fastify';
import { SETTINGS } from '../../src/server/db/settings-repo';
import type { EventDetail, EventRequest, EventsPage, RsvpRequest } from '../../src/shared/api/events';
import { bearer, signUp } from './helpers';

/** A build night in Wichita, far enough ahead to be upcoming whatever the clock says. */
export function eventFields(overrides: Partial<EventRequest> = {}): EventRequest {
  return {
    title: 'Build night',
    startsAt: '2030-03-07T18:00:00-06:00',
    endsAt: '2030-03-07T21:00:00-06:00',
    timeZone: 'America/Chicago',
    venue: 'Maker Hall',
    address: '100 Main St',
    city: 'Wichita',
    state: 'Kansas',
    description: 'Bring your foam and your glue gun.',
    ...overrides,
  };
}

const auth = (token?: string) => (token ? bearer(token) : {});

export function postEvent(
  app: FastifyInstance,
  token: string | undefined,
  fields: Partial<EventRequest> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/events',
    payload: eventFields(fields),
    headers: auth(token),
  });
}

/** Makes an event and answers its id (fails the test when refused). */
export async function createEvent(
  app: FastifyInstance,
  token: string,
  fields: Partial<EventRequest> = {},
): Promise<number> {
  const res = await postEvent(app, token, fields);
  if (res.statusCode !== 201) throw new Error(`event not created: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export function putEvent(
  app: FastifyInstance,
  id: number,
  token: string | undefined,
  fields: Partial<EventRequest> = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/events/${id}`,
    payload: eventFields(fields),
    headers: auth(token),
  });
}

export function cancelEvent(app: FastifyInstance, id: number, token?: string) {
  return app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: auth(token) });
}

export async function getEvent(app: FastifyInstance, id: number, token?: string) {
  return app.inject({ url: `/api/events/${id}`, headers: auth(token) });
}

export async function detail(app: FastifyInstance, id: number, token?: string): Promise<EventDetail> {
  const res = await getEvent(app, id, token);
  if (res.statusCode !== 200) throw new Error(`event ${id}: ${res.statusCode} ${res.body}`);
  return res.json() as EventDetail;
}

export async function listEvents(app: FastifyInstance, query = '', token?: string) {
  const res = await app.inject({ url: `/api/events${query}`, headers: auth(token) });
  return { res, page: res.json() as EventsPage };
}

export function rsvp(app: FastifyInstance, id: number, token: string | undefined, answer: RsvpRequest) {
  return app.inject({ method: 'PUT', url: `/api/events/${id}/rsvp`, payload: answer, headers: auth(token) });
}

/** A sign-up made while approval is on: signed in, but pending. */
export async function pendingMember(app: FastifyInstance) {
  await app.deps.settings.set(SETTINGS.approvalRequired, 'true');
  try {
    return await signUp(app);
  } finally {
    await app.deps.settings.set(SETTINGS.approvalRequired, 'false');
  }
}

/** Changes a member's standing straight in the database (what an organiser's suspension does). */
export async function setStatus(app: FastifyInstance, userId: number, status: 'active' | 'suspended') {
  await app.deps.database.db.updateTable('users').set({ status }).where('id', '=', userId).execute();
  // Behind the API's back: clear the answer cache as the organiser's request would.
  app.answers.clear();
}

/** Profile privacy straight in the database: listed and who sees the profile. */
export async function setPrivacy(
  app: FastifyInstance,
  userId: number,
  privacy: { listed?: boolean; visibility?: 'everyone' | 'members' },
) {
  const set: { listed?: number; visibility?: string } = {};
  if (privacy.listed !== undefined) set.listed = privacy.listed ? 1 : 0;
  if (privacy.visibility) set.visibility = privacy.visibility;
  await app.deps.database.db.updateTable('users').set(set).where('id', '=', userId).execute();
  app.answers.clear();
}
