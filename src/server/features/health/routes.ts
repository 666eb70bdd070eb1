import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthDown, healthOk } from '../../../shared/api/health';
import { pingDatabase } from '../../db/connection';
import { reportFileProblem } from '../../db/sqlite-file-guard';

/** For load balancers and operators: answers 200 when the database responds, else 503. */
export async function healthRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const schema = {
    summary: 'For load balancers: 200 when the database (and Redis) answer, else 503',
    response: { 200: healthOk, 503: healthDown },
  };
  app.get('/health', { schema }, async (_request, reply) => {
    try {
      await pingDatabase(app.deps.database);
      reportFileProblem(app.deps.database, undefined, app.log);
      await app.deps.limits.peek('health');
      return {
        status: 'ok' as const,
        database: app.deps.database.dialect,
        rateLimits: app.deps.config.redisUrl ? ('redis' as const) : ('memory' as const),
        jobs: await app.deps.jobs.stats(),
      };
    } catch (error) {
      // A lost SQLite file is logged once when first seen (health checks come every few seconds).
      reportFileProblem(app.deps.database, error, app.log);
      return reply
        .code(503)
        .send({ status: 'unavailable' as const, message: 'A backing service does not respond' });
    }
  });
}
