import type { FastifyRequest } from 'fastify';
import { EVENT_MESSAGES, type EventDetail } from '../../../shared/api/events';
import type { EventRow, EventViewer } from '../../db/events-repo';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { forbidden, HttpError, notFound } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { toDetail, toSummary } from './present';

export const viewerOf = (user: SessionUser | undefined): EventViewer => (user ? 'member' : 'anonymous');

/** Its host, or an (active) organiser. */
export const mayEdit = (row: Pick<EventRow, 'host_id'>, user: SessionUser | undefined) =>
  user !== undefined && (row.host_id === user.userId || user.role === 'organiser');

/**
 * The event as this viewer may see it; 404 (the same as no event) otherwise. Organisers also reach
 * the events of hosts they suspended (hidden from everyone else), so they can cancel them.
 */
export async function visibleEvent(
  deps: AppDeps,
  id: number,
  viewer: EventViewer,
  user?: SessionUser,
): Promise<EventRow> {
  const row = await deps.events.findVisible(id, viewer, user?.role === 'organiser');
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  return row;
}

/** The event the signed-in member changes: 404 when they cannot see it, 403 when not theirs to change. */
export async function editableEvent(deps: AppDeps, request: FastifyRequest, id: number) {
  const user = currentUser(request);
  const row = await visibleEvent(deps, id, 'member', user);
  if (!mayEdit(row, user)) throw forbidden(EVENT_MESSAGES.notYours);
  if (row.cancelled_at !== null) throw new HttpError(409, EVENT_MESSAGES.cancelled);
  return { row, user };
}

/** GET /api/events/{id}'s answer for this caller (member or visitor). */
export async function eventDetailFor(
  deps: AppDeps,
  id: number,
  user: SessionUser | undefined,
): Promise<EventDetail> {
  const viewer = viewerOf(user);
  const row = await visibleEvent(deps, id, viewer, user);
  const [counts, attendees, mine] = await Promise.all([
    deps.events.counts([row.id]),
    deps.rsvps.attendees(row.id),
    user ? deps.rsvps.mine(row.id, user.userId) : undefined,
  ]);
  const summary = toSummary(row, counts.get(row.id), viewer, deps.imageSigner);
  const myRsvp = mine
    ? { status: mine.status, cosplan: mine.cosplan, photoshoot: mine.photoshoot !== 0 }
    : null;
  return toDetail(summary, attendees, viewer, deps.imageSigner, { myRsvp, canEdit: mayEdit(row, user) });
}
