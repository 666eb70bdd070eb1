import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../shared/api/common';
import { eventsPage, groupEventsQuery } from '../../../shared/api/events';
import { GROUP_MESSAGES, groupParams } from '../../../shared/api/groups';
import { notFound } from '../../http-error';
import { sendPrivateAnswer } from '../../plugins/answer-cache';
import { optionalUser } from '../../plugins/auth';
import { viewerOf } from './access';
import { toSummary } from './present';

/** A group's events (issue 38), by the events' own rules and the group's: never kept, no-store. */
export async function groupEventRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'A group’s events: upcoming and ongoing by start, or past ones (past=true) newest first',
    description: 'For whoever may open the group; 404 otherwise (a private group to anyone outside it).',
    params: groupParams,
    querystring: groupEventsQuery,
    response: { 200: eventsPage, ...errorAnswers(404) },
  };
  app.get('/groups/:slug/events', { schema }, async (request, reply) => {
    const user = await optionalUser(request);
    const memberId = user?.userId ?? null;
    const group = await deps.groupEvents.openBySlug(request.params.slug, memberId);
    if (!group) throw notFound(GROUP_MESSAGES.notFound);
    const { past, page, limit } = request.query;
    const viewer = viewerOf(user);
    const { rows, total } = await deps.events.list({
      viewer,
      memberId,
      groupId: group.id,
      now: deps.now(),
      past,
      offset: Math.min(page - 1, 10_000) * limit,
      limit,
    });
    const counts = await deps.events.counts(rows.map((r) => r.id));
    const events = rows.map((row) => toSummary(row, counts.get(row.id), viewer, deps.imageSigner));
    reply.header('x-total-count', String(total));
    return sendPrivateAnswer(request, reply, eventsPage, { events, total });
  });
}
