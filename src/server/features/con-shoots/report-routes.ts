import type { FastifyInstance } from 'fastify';
import { MODERATION_MESSAGES, subjectReportBody } from '../../../shared/api/moderation';
import { SHOOT_MESSAGES, shootIdParams } from '../../../shared/api/shoots';
import { reportRoute } from '../../lib/report-route';

/** POST /api/shoots/{id}/reports: a member reports a photoshoot slot (its photographer) to the organisers. */
export async function shootReportRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;

  reportRoute(server, {
    url: '/shoots/:id/reports',
    summary: 'Report a photoshoot slot to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the slot’s photographer; the organisers’ queue names the slot.',
    params: shootIdParams,
    body: subjectReportBody,
    kind: 'shoot-slot',
    findShown: async ({ id }, reporterId) => {
      const slot = await deps.shootSlots.byId(id);
      // A slot of a photographer who is suspended or leaving is out of sight with them (as on the con page).
      const [seen] = slot ? await deps.shootSlots.ofCon(slot.convention_id, reporterId, [slot.id]) : [];
      return slot && seen ? { ownerId: slot.photographer_id, subject: slot.id } : undefined;
    },
    messages: { notFound: SHOOT_MESSAGES.notFound, own: MODERATION_MESSAGES.reportOwnSlot },
  });
}
