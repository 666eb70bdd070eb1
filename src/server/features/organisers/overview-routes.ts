import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { organiserOverview } from '../../../shared/api/organisers';

/** GET /api/organisers/overview (in the organisers' scope: the role is checked before this runs). */
export async function overviewRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: 'What waits for organisers: open reports, pending sign-ups (organisers only)',
    security: BEARER,
    response: { 200: organiserOverview, ...errorAnswers(401, 403) },
  };
  app.get('/overview', { schema }, async () => {
    const [counts, approvalRequired] = await Promise.all([
      app.deps.organiserOverview.counts(),
      app.deps.settings.approvalRequired(),
    ]);
    return { ...counts, approvalRequired };
  });
}
