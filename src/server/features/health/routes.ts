import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/connection';

/** For load balancers and operators: answers 200 when the database responds, else 503. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    try {
      await pingDatabase(app.deps.database);
      await app.deps.limits.peek('health');
      return {
        status: 'ok',
        database: app.deps.database.dialect,
        rateLimits: app.deps.config.redisUrl ? 'redis' : 'memory',
      };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'A backing service does not respond' });
    }
  });
}
