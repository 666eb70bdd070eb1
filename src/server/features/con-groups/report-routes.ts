import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { conGroupParams } from '../../../shared/api/con-groups';
import { MODERATION_MESSAGES, subjectReportBody } from '../../../shared/api/moderation';
import { badRequest } from '../../http-error';
import { countReport, fileReport } from '../../lib/file-report';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { groupOf } from './access';

/** POST /api/con-groups/{id}/reports: a member reports a group cosplay (its lead) to the organisers. */
export async function conGroupReportRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const schema = {
    summary: 'Report a group cosplay to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the group’s lead; the organisers’ queue names the group.',
    security: BEARER,
    params: conGroupParams,
    body: subjectReportBody,
    response: { 201: messageResponse, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post('/con-groups/:id/reports', { schema, onRequest: requireActiveMember }, async (request, reply) => {
    const reporter = currentUser(request);
    await countReport(deps, reporter.userId);
    const group = await groupOf(deps, request.params.id);
    if (group.lead_id === reporter.userId) throw badRequest(MODERATION_MESSAGES.reportOwnGroup);
    await fileReport(deps, {
      memberId: group.lead_id,
      reporterId: reporter.userId,
      image: '',
      reason: request.body.reason,
      note: request.body.note,
      subject: { kind: 'con-group', id: String(group.id) },
    });
    return reply.code(201).send({ message: MODERATION_MESSAGES.reported });
  });
}
