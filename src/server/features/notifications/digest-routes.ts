import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { digestChoiceSchema } from '../../../shared/api/digest';
import { currentUser, requireUser } from '../../plugins/auth';
import { digestUnsubscribeRoutes } from './digest-unsubscribe-routes';

/** The member's email digest choice (weekly, daily or off), and the one-click unsubscribe link. */
export async function digestRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const readSchema = {
    summary: 'How often I get the email digest: weekly (until I choose), daily or off',
    security: BEARER,
    response: { 200: digestChoiceSchema, ...errorAnswers(401) },
  };
  app.get('/me/digest', { schema: readSchema, onRequest: requireUser }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { frequency: await deps.digests.frequencyOf(currentUser(request).userId) };
  });

  const chooseSchema = {
    summary: 'Chooses how often I get the email digest',
    security: BEARER,
    body: digestChoiceSchema,
    response: { 200: digestChoiceSchema, ...errorAnswers(400, 401) },
  };
  app.put('/me/digest', { schema: chooseSchema, onRequest: requireUser }, async (request, reply) => {
    const { userId } = currentUser(request);
    await deps.digests.choose(userId, request.body.frequency, deps.now());
    reply.header('Cache-Control', 'no-store');
    return { frequency: await deps.digests.frequencyOf(userId) };
  });

  // Its own scope: the form-encoded body parser of RFC 8058 is for that route only.
  await app.register(digestUnsubscribeRoutes);
}
