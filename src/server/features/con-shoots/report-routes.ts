import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { MODERATION_MESSAGES, subjectReportBody } from '../../../shared/api/moderation';
import { SHOOT_MESSAGES, shootIdParams } from '../../../shared/api/shoots';
import { badRequest, notFound } from '../../http-error';
import { countReport, fileReport } from '../../lib/file-report';
import { currentUser, requireActiveMember } from '../../plugins/auth';

/** POST /api/shoots/{id}/reports: a member reports a photoshoot slot (its photographer) to the organisers. */
export async function shootReportRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const schema = {
    summary: 'Report a photoshoot slot to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the slot’s photographer; the organisers’ queue names the slot.',
    security: BEARER,
    params: shootIdParams,
    body: subjectReportBody,
    response: { 201: messageResponse, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post('/shoots/:id/reports', { schema, onRequest: requireActiveMember }, async (request, reply) => {
    const reporter = currentUser(request);
    await countReport(deps, reporter.userId);
    const slot = await deps.shootSlots.byId(request.params.id);
    // A slot of a photographer who is suspended or leaving is out of sight with them (as on the con page).
    const [seen] = slot ? await deps.shootSlots.ofCon(slot.convention_id, reporter.userId, [slot.id]) : [];
    if (!slot || !seen) throw notFound(SHOOT_MESSAGES.notFound);
    if (slot.photographer_id === reporter.userId) throw badRequest(MODERATION_MESSAGES.reportOwnSlot);
    await fileReport(deps, {
      memberId: slot.photographer_id,
      reporterId: reporter.userId,
      image: '',
      reason: request.body.reason,
      note: request.body.note,
      subject: { kind: 'shoot-slot', id: String(slot.id) },
    });
    return reply.code(201).send({ message: MODERATION_MESSAGES.reported });
  });
}
