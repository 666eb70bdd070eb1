import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { appealBody, MODERATION_MESSAGES, reportBody } from '../../../shared/api/moderation';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { appeal, createReport } from './member-reports';

/** Members report profiles and photos; suspended members appeal. */
export async function reportRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const repo = deps.moderation;

  const reportSchema = {
    summary: 'Report a member’s profile, or one of its photos, to the organisers (a few per hour)',
    security: BEARER,
    body: reportBody,
    response: { 201: messageResponse, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post('/reports', { schema: reportSchema, onRequest: requireActiveMember }, async (request, reply) => {
    await createReport(deps, repo, currentUser(request), request.body);
    return reply.code(201).send({ message: MODERATION_MESSAGES.reported });
  });

  const appealSchema = {
    summary: 'Appeal a suspension, once, with the username and password (checked like a login)',
    body: appealBody,
    response: { 201: messageResponse, ...errorAnswers(400, 401, 409, 429) },
  };
  app.post('/appeals', { schema: appealSchema }, async (request, reply) => {
    await appeal(deps, repo, request.body, request.ip);
    return reply.code(201).send({ message: MODERATION_MESSAGES.appealed });
  });
}
