import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  EVENT_MESSAGES,
  eventDetail,
  eventIdParams,
  type WaitlistLine,
  waitlistEntryParams,
  waitlistLine,
  waitlistMoveBody,
} from '../../../shared/api/events';
import { toZonedIso } from '../../../shared/time/zoned';
import type { EventRow } from '../../db/events-repo';
import { forbidden, HttpError, notFound } from '../../http-error';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { editableEvent, eventDetailFor, mayEdit, visibleEvent } from './access';
import { person, UNNAMED } from './present';
import { tellOffers } from './waitlist-offers';
import { countEventWrite } from './write-limits';

const REFUSALS = {
  gone: () => notFound(EVENT_MESSAGES.notFound),
  cancelled: () => new HttpError(409, EVENT_MESSAGES.cancelled),
  over: () => new HttpError(409, EVENT_MESSAGES.over),
  'no-offer': () => new HttpError(409, EVENT_MESSAGES.noOffer),
  'not-in-line': () => new HttpError(409, EVENT_MESSAGES.notInLine),
  'no-entry': () => notFound(EVENT_MESSAGES.noEntry),
};

/**
 * A full event's waitlist (decision 0039): a member accepts the seat offered to them or leaves the
 * line (declining an offer passes the seat on); its host, or an organiser (audited when moving),
 * reads the line and moves members in it. Joining is an RSVP 'going' (rsvp-routes.ts).
 */
export async function waitlistRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  /** The line as its host (or an organiser) sees it: unlisted or blocked members unnamed. */
  const lineFor = async (row: EventRow, viewerId: number): Promise<WaitlistLine> => {
    const entries = await deps.waitlists.line(row.id, viewerId);
    return {
      entries: entries.map((entry, index) => ({
        id: entry.id,
        place: index + 1,
        state: entry.state,
        offeredUntil:
          entry.offered_until === null ? null : toZonedIso(Number(entry.offered_until), row.time_zone),
        member: Number(entry.shown) === 1 ? person(entry, deps.imageSigner) : UNNAMED,
      })),
    };
  };
  const memberAnswer = { 200: eventDetail, ...errorAnswers(400, 401, 403, 404, 409, 429) };

  const acceptSchema = {
    summary: 'Accept the seat held for you at a full event: you are going; answers the event',
    description: `409 (${EVENT_MESSAGES.noOffer}) when no seat is offered to the caller.`,
    security: BEARER,
    params: eventIdParams,
    response: memberAnswer,
  };
  app.post(
    '/events/:id/waitlist/accept',
    { schema: acceptSchema, onRequest: requireActiveMember },
    async (request) => {
      const user = currentUser(request);
      await countEventWrite(deps, 'rsvp', user.userId);
      const row = await visibleEvent(deps, request.params.id, 'member', user);
      const result = await deps.waitlists.accept(row.id, user.userId, deps.now(), tellOffers(deps));
      if (result !== 'ok') throw REFUSALS[result]();
      return eventDetailFor(deps, row.id, user);
    },
  );

  const leaveSchema = {
    summary: 'Leave the waitlist of an event, or decline the seat offered (it goes to the next in line)',
    security: BEARER,
    params: eventIdParams,
    response: memberAnswer,
  };
  app.delete(
    '/events/:id/waitlist',
    { schema: leaveSchema, onRequest: requireActiveMember },
    async (request) => {
      const user = currentUser(request);
      await countEventWrite(deps, 'rsvp', user.userId);
      const row = await visibleEvent(deps, request.params.id, 'member', user);
      const result = await deps.waitlists.leave(row.id, user.userId, deps.now(), tellOffers(deps));
      if (result !== 'ok') throw REFUSALS[result]();
      return eventDetailFor(deps, row.id, user);
    },
  );

  const lineSchema = {
    summary: 'The waitlist in order, with each member’s state (its host, or an organiser with a passkey)',
    security: BEARER,
    params: eventIdParams,
    response: { 200: waitlistLine, ...errorAnswers(400, 401, 403, 404) },
  };
  app.get('/events/:id/waitlist', { schema: lineSchema, onRequest: requireActiveMember }, async (request) => {
    const user = currentUser(request);
    const row = await visibleEvent(deps, request.params.id, 'member', user);
    if (!mayEdit(row, user)) throw forbidden(EVENT_MESSAGES.notYours);
    return lineFor(row, user.userId);
  });

  const moveSchema = {
    summary: 'Move a member in the waitlist to a place, 1 being first (its host, or an organiser: audited)',
    description: 'A place past the end moves them last. Answers the line as it now is.',
    security: BEARER,
    params: waitlistEntryParams,
    body: waitlistMoveBody,
    response: { 200: waitlistLine, ...errorAnswers(400, 401, 403, 404, 409, 429) },
  };
  app.put(
    '/events/:id/waitlist/:entryId',
    { schema: moveSchema, onRequest: requireActiveMember },
    async (request) => {
      const { row, user, audit } = await editableEvent(
        deps,
        request,
        request.params.id,
        'event.waitlist.move',
      );
      await countEventWrite(deps, 'rsvp', user.userId);
      const result = await deps.waitlists.move(row.id, request.params.entryId, request.body.position, (trx) =>
        audit.record(trx),
      );
      if (result !== 'ok') throw REFUSALS[result]();
      return lineFor(row, user.userId);
    },
  );
}
