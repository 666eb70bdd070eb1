import type { FastifyInstance } from 'fastify';
import { DatabaseFileError, pingDatabase } from '../../db/connection';

/** For load balancers and operators: answers 200 when the database responds, else 503. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // A lost SQLite file is logged once when first seen (health checks come every few seconds).
  let fileProblem: string | undefined;
  app.get('/health', async (_request, reply) => {
    try {
      await pingDatabase(app.deps.database);
      fileProblem = undefined;
      await app.deps.limits.peek('health');
      return {
        status: 'ok',
        database: app.deps.database.dialect,
        rateLimits: app.deps.config.redisUrl ? 'redis' : 'memory',
      };
    } catch (error) {
      if (error instanceof DatabaseFileError && fileProblem !== error.message) {
        fileProblem = error.message;
        app.log.error(error.message);
      }
      return reply.code(503).send({ status: 'unavailable', message: 'A backing service does not respond' });
    }
  });
}
