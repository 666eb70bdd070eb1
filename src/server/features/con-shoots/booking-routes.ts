import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { SHOOT_MESSAGES, shootIdParams, shootSlot } from '../../../shared/api/shoots';
import { conZone } from '../../../shared/time/convention-times';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { forbidden, HttpError, notFound } from '../../http-error';
import { countConWrite } from '../../lib/con-write-limits';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { type ShootOutcome, tellOfShoot } from './notices';
import { slotOf } from './present';

const REFUSALS = {
  gone: () => notFound(SHOOT_MESSAGES.notFound),
  own: () => new HttpError(409, SHOOT_MESSAGES.own),
  past: () => new HttpError(409, SHOOT_MESSAGES.past),
  taken: () => new HttpError(409, SHOOT_MESSAGES.taken),
  clash: () => new HttpError(409, SHOOT_MESSAGES.clash),
};

/** Tells of a change to the slot as it is now (notices.ts). */
async function tell(
  deps: AppDeps,
  trx: Trx,
  slotId: number,
  actorId: number,
  outcome: ShootOutcome,
  bookerId?: number,
) {
  const slot = await deps.shootSlots.byId(slotId, trx);
  if (slot) await tellOfShoot(deps, trx, slot, actorId, outcome, bookerId);
}

/** A slot as its viewer now sees it, or undefined; `trx`: on the connection a transaction holds. */
async function slotSeen(deps: AppDeps, slotId: number, viewerId: number, trx?: Trx) {
  const slot = await deps.shootSlots.byId(slotId, trx);
  const con = slot && (await deps.conventions.byId(slot.convention_id, trx));
  const [row] = slot ? await deps.shootSlots.ofCon(slot.convention_id, viewerId, [slotId], trx) : [];
  return con && row ? slotOf(row, conZone(con), viewerId) : undefined;
}

/** A slot as its viewer now sees it; 404 when they cannot. */
async function slotFor(deps: AppDeps, slotId: number, viewerId: number) {
  const seen = await slotSeen(deps, slotId, viewerId);
  if (!seen) throw notFound(SHOOT_MESSAGES.notFound);
  return seen;
}

/** Booking a slot, cancelling a booking, and the photographer removing a free slot. */
export async function shootBookingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const bookSchema = {
    summary: 'Book a free photoshoot slot (active members)',
    description: `Decided by the database: of concurrent bookings one wins; the others get 409 (${SHOOT_MESSAGES.taken}).`,
    security: BEARER,
    params: shootIdParams,
    response: { 200: shootSlot, ...errorAnswers(401, 403, 404, 409, 429) },
  };
  app.post('/shoots/:id/booking', { schema: bookSchema, onRequest: requireActiveMember }, async (request) => {
    const { userId } = currentUser(request);
    await countConWrite(deps, 'booking', userId);
    const { id } = request.params;
    // The answer is read in the booking's transaction: under load each pool checkout waits its
    // turn, and reading it after the commit took three more (docs/performance.md, issue 35).
    const result = await deps.transaction(async (trx) => {
      const outcome = await deps.shootSlots.book(trx, id, userId, deps.now());
      if (outcome !== 'ok') return { outcome };
      await tell(deps, trx, id, userId, 'booked');
      // A slot its booker cannot see (its photographer just suspended) stays booked and answers 404, as before.
      return { outcome, answer: await slotSeen(deps, id, userId, trx) };
    });
    if (result.outcome !== 'ok') throw REFUSALS[result.outcome]();
    if (!result.answer) throw notFound(SHOOT_MESSAGES.notFound);
    return result.answer;
  });

  const cancelSchema = {
    summary: 'Cancel a photoshoot booking (its booker or its photographer)',
    security: BEARER,
    params: shootIdParams,
    response: { 200: shootSlot, ...errorAnswers(401, 403, 404, 409, 429) },
  };
  app.delete(
    '/shoots/:id/booking',
    { schema: cancelSchema, onRequest: requireActiveMember },
    async (request) => {
      const { userId } = currentUser(request);
      await countConWrite(deps, 'booking', userId);
      const { id } = request.params;
      const slot = await deps.shootSlots.byId(id);
      if (!slot) throw notFound(SHOOT_MESSAGES.notFound);
      if (slot.booked_by === null) throw new HttpError(409, SHOOT_MESSAGES.notBooked);
      if (slot.booked_by !== userId && slot.photographer_id !== userId)
        throw forbidden(SHOOT_MESSAGES.notYours);
      const freed = await deps.transaction(async (trx) => {
        const booker = await deps.shootSlots.cancel(trx, id, userId);
        // The other side hears: the photographer when the cosplayer cancels, the cosplayer when
        // the photographer does.
        if (booker !== undefined && booker !== slot.photographer_id) {
          if (userId === booker) await tell(deps, trx, id, booker, 'cancelled');
          else await tell(deps, trx, id, userId, 'cancelled-by-photographer', booker);
        }
        return booker;
      });
      if (freed === undefined) throw new HttpError(409, SHOOT_MESSAGES.notBooked);
      return slotFor(deps, id, userId);
    },
  );

  const removeSchema = {
    summary: 'Remove one of my free photoshoot slots (a booked one: cancel the booking first)',
    security: BEARER,
    params: shootIdParams,
    response: { 204: z.null(), ...errorAnswers(401, 403, 404, 409) },
  };
  app.delete(
    '/shoots/:id',
    { schema: removeSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const slot = await deps.shootSlots.byId(request.params.id);
      if (!slot) throw notFound(SHOOT_MESSAGES.notFound);
      if (slot.photographer_id !== userId) throw forbidden(SHOOT_MESSAGES.removeNotYours);
      if ((await deps.shootSlots.remove(slot.id, userId)) === 0)
        throw new HttpError(409, SHOOT_MESSAGES.cancelFirst);
      return reply.code(204).send(null);
    },
  );
}
