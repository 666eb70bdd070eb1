import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveWatchBody } from '../../../shared/api/comments';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { currentUser, requireUser } from '../../plugins/auth';
import { visibleSubject } from './access';

/**
 * PUT /api/me/live/watch: the page showing a thread names the member's live stream (its "stream"
 * event) and the thread. The thread must be one the member may see (404 otherwise), so a stream
 * only ever hears of threads its member may open; the message reaches the member's streams on
 * every instance, and only the named one keeps it (features/notifications/live-routes.ts).
 */
export async function liveWatchRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary:
      'Have my live stream tell me when a thread I have open changes ("comment" events); thread null stops',
    security: BEARER,
    body: liveWatchBody,
    response: { 204: z.null(), ...errorAnswers(400, 401, 404) },
  };
  app.put('/me/live/watch', { schema, onRequest: requireUser }, async (request, reply) => {
    const { userId } = currentUser(request);
    const { stream, thread } = request.body;
    if (thread) await visibleSubject(deps, thread.kind, thread.id, userId);
    deps.live.publish(userId, { kind: 'watch', stream, thread });
    return reply.code(204).send(null);
  });
}
