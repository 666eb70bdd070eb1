import type { FastifyInstance } from 'fastify';

/** The club content file, for the footer, the message of the day and the club pages. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/content', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return app.deps.content;
  });
}
