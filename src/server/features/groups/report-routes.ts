import type { FastifyInstance } from 'fastify';
import { GROUP_MESSAGES, groupParams, groupReportBody } from '../../../shared/api/groups';
import { MODERATION_MESSAGES } from '../../../shared/api/moderation';
import { badRequest } from '../../http-error';
import { reportRoute } from '../../lib/report-route';
import { moderates } from './present';

/**
 * POST /api/groups/{slug}/reports: a member reports a group they may see (groupShownTo: a private
 * group's invitee too) to the organisers; the report is about its owner. Its owner and moderators
 * answer for it, so they cannot report it (400); a group out of sight is 404, as everywhere.
 */
export async function groupReportRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;
  reportRoute(server, {
    url: '/groups/:slug/reports',
    summary: 'Report a group to the organisers (a few reports per hour, all kinds together)',
    description:
      'The report is about the group’s owner; organisers see its name, visibility, owner and description, even when it is private.',
    params: groupParams,
    body: groupReportBody,
    kind: 'group',
    findShown: async ({ slug }, reporterId) => {
      const row = await deps.groups.bySlug(reporterId, slug);
      if (!row) return undefined;
      if (moderates(row)) throw badRequest(MODERATION_MESSAGES.reportOwnGroup);
      const ownerId = await deps.groups.ownerId(row.id);
      return ownerId === undefined ? undefined : { ownerId, subject: row.id };
    },
    messages: { notFound: GROUP_MESSAGES.notFound, own: MODERATION_MESSAGES.reportOwnGroup },
  });
}
