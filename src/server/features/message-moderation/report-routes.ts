import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { MESSAGE_MESSAGES, messageParams, messageReportBody } from '../../../shared/api/messages';
import { MODERATION_MESSAGES } from '../../../shared/api/moderation';
import { badRequest, notFound } from '../../http-error';
import { countReport, fileReport } from '../../lib/file-report';
import { currentUser, requireActiveMember } from '../../plugins/auth';

/**
 * POST /api/messages/{messageId}/reports: a member reports a message they can see (in a
 * conversation they may open; db/message-access.ts). The report is about its sender; the
 * organisers' queue shows the message with the conversation around it as the reporter saw it
 * (db/message-report-context.ts). Counted against the one report limit every kind shares.
 */
export async function messageReportRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'Report a message to the organisers (a few reports per hour, all kinds together)',
    description:
      'The report is about the message’s sender; organisers see the message and a few messages around it that the reporter could see.',
    security: BEARER,
    params: messageParams,
    body: messageReportBody,
    response: { 201: messageResponse, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post(
    '/messages/:messageId/reports',
    { schema, onRequest: requireActiveMember },
    async (request, reply) => {
      const reporter = currentUser(request);
      await countReport(deps, reporter.userId);
      const shown = await deps.messageReports.shownTo(reporter.userId, request.params.messageId);
      if (!shown) throw notFound(MESSAGE_MESSAGES.messageNotFound);
      if (shown.senderId === reporter.userId) throw badRequest(MESSAGE_MESSAGES.reportOwn);
      await fileReport(deps, {
        memberId: shown.senderId,
        reporterId: reporter.userId,
        image: '',
        reason: request.body.reason,
        note: request.body.note,
        subject: { kind: 'message', id: String(shown.id) },
      });
      return reply.code(201).send({ message: MODERATION_MESSAGES.reported });
    },
  );
}
