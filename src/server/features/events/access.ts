import type { FastifyRequest } from 'fastify';
import { EVENT_MESSAGES, type EventDetail } from '../../../shared/api/events';
import { toZonedIso } from '../../../shared/time/zoned';
import type { EventRow, EventViewer } from '../../db/events-repo';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { forbidden, HttpError, notFound } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { type AuditTrail, actAsOrganiser, OWN_CHANGE } from '../../plugins/organiser-acts';
import { toDetail, toSummary } from './present';

/** An occurrence's page lists this many of the series' next dates. */
const SERIES_NEXT_SHOWN = 6;

export const viewerOf = (user: SessionUser | undefined): EventViewer => (user ? 'member' : 'anonymous');

/** An organiser as the session last said, with the passkey every organiser power needs. */
const organiserWithPasskey = (user: SessionUser | undefined) => user?.role === 'organiser' && user.hasPasskey;

/** Its host, or an organiser with a passkey (whose change is then checked afresh and audited). */
export const mayEdit = (row: Pick<EventRow, 'host_id'>, user: SessionUser | undefined) =>
  user !== undefined && (row.host_id === user.userId || organiserWithPasskey(user));

/**
 * The event as this viewer may see it; 404 (the same as no event) otherwise. Organisers with a
 * passkey also reach the events of hosts they suspended (hidden from everyone else), to cancel them.
 */
export async function visibleEvent(
  deps: AppDeps,
  id: number,
  viewer: EventViewer,
  user: SessionUser | undefined,
): Promise<EventRow> {
  const row = await deps.events.findVisible(id, viewer, user?.userId ?? null, organiserWithPasskey(user));
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  return row;
}

/** What a change to an event is called in the audit log when an organiser makes it. */
export type EventAction =
  | 'event.edit'
  | 'event.cancel'
  | 'event.cover.set'
  | 'event.cover.remove'
  | 'event.waitlist.move';

/**
 * The event the signed-in member changes: 404 when they cannot see it, 403 when not theirs to
 * change. Its host changes it freely; anyone else goes through the organisers' door (an active
 * organiser with a passkey, read fresh), and the change must write the `audit` trail it returns.
 */
export async function editableEvent(
  deps: AppDeps,
  request: FastifyRequest,
  id: number,
  action: EventAction,
): Promise<{ row: EventRow; user: SessionUser; audit: AuditTrail }> {
  const row = await visibleEvent(deps, id, 'member', currentUser(request));
  let audit = OWN_CHANGE;
  if (row.host_id !== currentUser(request).userId) {
    if (currentUser(request).role !== 'organiser') throw forbidden(EVENT_MESSAGES.notYours);
    const owner = { id: row.host_id, username: row.host_username };
    audit = await actAsOrganiser(
      request,
      { action, owner, detail: `event ${row.id}: ${row.title}` },
      deps.now,
    );
  }
  if (row.cancelled_at !== null) throw new HttpError(409, EVENT_MESSAGES.cancelled);
  return { row, user: currentUser(request), audit };
}

/** GET /api/events/{id}'s answer for this caller (member or visitor). */
export async function eventDetailFor(
  deps: AppDeps,
  id: number,
  user: SessionUser | undefined,
): Promise<EventDetail> {
  const viewer = viewerOf(user);
  const row = await visibleEvent(deps, id, viewer, user);
  const seriesId = row.series_id;
  const [counts, attendees, mine, waitlist, inLine, series, next] = await Promise.all([
    deps.events.counts([row.id]),
    deps.rsvps.attendees(row.id, user?.userId ?? null),
    user ? deps.rsvps.mine(row.id, user.userId) : undefined,
    deps.waitlists.counts(row.id),
    user ? deps.waitlists.mine(row.id, user.userId) : undefined,
    seriesId === null ? undefined : deps.eventSeries.find(seriesId),
    seriesId === null
      ? []
      : deps.eventSeries.next(seriesId, deps.now(), SERIES_NEXT_SHOWN, viewer === 'anonymous'),
  ]);
  const summary = toSummary(row, counts.get(row.id), viewer, deps.imageSigner, series);
  const myRsvp = mine
    ? {
        status: mine.status,
        cosplan: mine.cosplan,
        photoshoot: mine.photoshoot !== 0,
        projectId: mine.project_id === null ? null : Number(mine.project_id),
      }
    : null;
  const myWaitlist = inLine
    ? {
        place: inLine.place,
        state: inLine.state,
        offeredUntil: inLine.offeredUntil === null ? null : toZonedIso(inLine.offeredUntil, row.time_zone),
        cosplan: inLine.cosplan,
        photoshoot: inLine.photoshoot,
        projectId: inLine.projectId,
      }
    : null;
  const detail = toDetail(summary, attendees, viewer, deps.imageSigner, {
    myRsvp,
    canEdit: mayEdit(row, user),
    waitlist,
    myWaitlist,
  });
  if (!series) return detail;
  const seriesNext = next.map((n) => ({
    id: n.id,
    startsAt: toZonedIso(Number(n.starts_at), n.time_zone),
    cancelled: n.cancelled_at !== null,
  }));
  return { ...detail, seriesNext };
}
