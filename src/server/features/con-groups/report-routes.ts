import type { FastifyInstance } from 'fastify';
import { CON_GROUP_MESSAGES, conGroupParams } from '../../../shared/api/con-groups';
import { MODERATION_MESSAGES, subjectReportBody } from '../../../shared/api/moderation';
import { reportRoute } from '../../lib/report-route';

/** POST /api/con-groups/{id}/reports: a member reports a group cosplay (its lead) to the organisers. */
export async function conGroupReportRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;

  reportRoute(server, {
    url: '/con-groups/:id/reports',
    summary: 'Report a group cosplay to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the group’s lead; the organisers’ queue names the group.',
    params: conGroupParams,
    body: subjectReportBody,
    kind: 'con-group',
    findShown: async ({ id }) => {
      const group = await deps.conGroups.byId(id);
      return group && { ownerId: group.lead_id, subject: group.id };
    },
    messages: { notFound: CON_GROUP_MESSAGES.notFound, own: MODERATION_MESSAGES.reportOwnGroup },
  });
}
