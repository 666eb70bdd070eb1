import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { endedSessionsSchema, sessionIdParams, sessionsResponseSchema } from '../../../shared/api/sessions';
import { notFound } from '../../http-error';
import { currentUser, requireUser } from '../../plugins/auth';

/** Where a member is signed in, and ending those sessions (their own only). */
export async function sessionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const listSchema = {
    summary: "The member's live sessions, most recently used first",
    security: BEARER,
    response: { 200: sessionsResponseSchema, ...errorAnswers(401) },
  };
  app.get('/sessions', { schema: listSchema, onRequest: requireUser }, async (request) => {
    const user = currentUser(request);
    const rows = await deps.sessions.listForUser(user.userId, deps.now());
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        current: row.id === user.sessionId,
        createdAt: new Date(row.createdAt).toISOString(),
        lastUsedAt: new Date(row.lastUsedAt).toISOString(),
        userAgent: row.userAgent,
        ip: row.ip,
      })),
    };
  });

  const endOneSchema = {
    summary: "Ends one of the member's sessions (404 for an id that is not theirs)",
    security: BEARER,
    params: sessionIdParams,
    response: { 204: z.null(), ...errorAnswers(401, 404) },
  };
  app.delete('/sessions/:id', { schema: endOneSchema, onRequest: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    if (!(await deps.sessions.deleteOne(user.userId, request.params.id))) throw notFound('No such session');
    return reply.code(204).send(null);
  });

  const endOthersSchema = {
    summary: 'Ends every session of the member except the one making this request',
    security: BEARER,
    response: { 200: endedSessionsSchema, ...errorAnswers(401) },
  };
  app.delete('/sessions', { schema: endOthersSchema, onRequest: requireUser }, async (request) => {
    const user = currentUser(request);
    return { ended: await deps.sessions.deleteOthers(user.userId, user.sessionId) };
  });
}
