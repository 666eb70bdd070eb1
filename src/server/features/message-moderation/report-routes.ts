import type { FastifyInstance } from 'fastify';
import { MESSAGE_MESSAGES, messageParams, messageReportBody } from '../../../shared/api/messages';
import { reportRoute } from '../../lib/report-route';

/**
 * POST /api/messages/{messageId}/reports: a member reports a message they can see (in a
 * conversation they may open; db/message-access.ts). The report is about its sender; the
 * organisers' queue shows the message with the conversation around it as the reporter saw it
 * (db/message-report-context.ts). Counted against the one report limit every kind shares.
 */
export async function messageReportRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;
  reportRoute(server, {
    url: '/messages/:messageId/reports',
    summary: 'Report a message to the organisers (a few reports per hour, all kinds together)',
    description:
      'The report is about the message’s sender; organisers see the message and a few messages around it that the reporter could see.',
    params: messageParams,
    body: messageReportBody,
    kind: 'message',
    findShown: async ({ messageId }, reporterId) => {
      const shown = await deps.messageReports.shownTo(reporterId, messageId);
      return shown && { ownerId: shown.senderId, subject: shown.id };
    },
    messages: { notFound: MESSAGE_MESSAGES.messageNotFound, own: MESSAGE_MESSAGES.reportOwn },
  });
}
