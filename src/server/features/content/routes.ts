import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clubContentSchema } from '../../../shared/content-schema';

/** The club content file, for the footer, the message of the day and the club pages. */
export async function contentRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const schema = { summary: 'The club content', response: { 200: clubContentSchema } };
  app.get('/content', { schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return app.deps.content;
  });
}
