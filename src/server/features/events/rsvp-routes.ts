import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { EVENT_MESSAGES, eventDetail, eventIdParams, rsvpBody } from '../../../shared/api/events';
import { badRequest, HttpError, notFound } from '../../http-error';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { eventDetailFor, visibleEvent } from './access';
import { queueRsvpNotification } from './change-notification';
import { tellOffers } from './waitlist-offers';
import { countEventWrite } from './write-limits';

const REFUSALS = {
  gone: () => notFound(EVENT_MESSAGES.notFound),
  cancelled: () => new HttpError(409, EVENT_MESSAGES.cancelled),
  over: () => new HttpError(409, EVENT_MESSAGES.over),
  'line-full': () => new HttpError(409, EVENT_MESSAGES.waitlistFull),
  'not-your-project': () => badRequest(EVENT_MESSAGES.notYourProject),
};

/** A member's answer to an event: going, maybe or no (kept: they answered), with their cosplan. */
export async function rsvpRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const schema = {
    summary: 'Answer an event: going, maybe or no (active members); answers the event',
    description:
      "'going' to a full event puts the member on its waitlist: the answer's `myWaitlist.place` says " +
      "where (1: next in line). 'going' while a seat is offered to them accepts it; 'maybe' or 'no' " +
      'leaves the waitlist. A cancelled or past event, or a full waitlist, answers 409.',
    security: BEARER,
    params: eventIdParams,
    body: rsvpBody,
    response: { 200: eventDetail, ...errorAnswers(400, 401, 403, 404, 409, 429) },
  };
  app.put('/events/:id/rsvp', { schema, onRequest: requireActiveMember }, async (request) => {
    const user = currentUser(request);
    await countEventWrite(deps, 'rsvp', user.userId);
    const row = await visibleEvent(deps, request.params.id, 'member', currentUser(request));
    const result = await deps.rsvps.answer(row.id, user.userId, request.body, deps.now(), tellOffers(deps));
    if (result !== 'ok' && result !== 'waitlisted') throw REFUSALS[result]();
    if (result === 'ok' && request.body.status === 'going')
      await queueRsvpNotification(deps, row.id, user.userId);
    return eventDetailFor(deps, row.id, user);
  });
}
