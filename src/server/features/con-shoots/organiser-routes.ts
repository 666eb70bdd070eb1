import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { SHOOT_MESSAGES, shootIdParams } from '../../../shared/api/shoots';
import { notFound } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { tellOfShoot } from './notices';

/**
 * DELETE /api/organisers/shoots/{id}: an organiser removes any photoshoot slot (a fake or abusive
 * one), booked or not. In the organisers' scope, so the role and the passkey are checked first.
 * Audited in the removal's transaction; the member who had booked it is told ('shoot-cancelled').
 */
export async function shootOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'Remove a member’s photoshoot slot, booked or not (organisers only; audited)',
    description: 'The member who booked it hears that it was cancelled.',
    security: BEARER,
    params: shootIdParams,
    response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
  };
  app.delete('/shoots/:id', { schema }, async (request, reply) => {
    const organiser = currentUser(request);
    await deps.transaction(async (trx) => {
      const slot = await deps.shootSlots.removeByOrganiser(trx, request.params.id);
      if (!slot) throw notFound(SHOOT_MESSAGES.notFound);
      const con = await deps.conventions.byId(slot.convention_id, trx);
      const entry = {
        actor: { id: organiser.userId, username: organiser.username },
        action: 'shoot.remove',
        member: { id: slot.photographer_id, username: slot.photographer_username },
        detail: `slot ${slot.id} on ${slot.day} at ${con?.slug ?? `convention ${slot.convention_id}`}${slot.booked_by === null ? '' : ' (booked)'}`,
      };
      await deps.audit.record(entry, deps.now(), trx);
      if (slot.booked_by !== null && slot.booked_by !== organiser.userId)
        await tellOfShoot(deps, trx, slot, organiser.userId, 'removed-by-organiser', slot.booked_by);
    });
    return reply.code(204).send(null);
  });
}
