import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http-error';

/** Photos by id. Ids are random and never reused, so responses are cached for a year. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const serve =
    (size: 'display' | 'thumb') =>
    async (request: { params: unknown }, reply: import('fastify').FastifyReply) => {
      const { id } = request.params as { id: string };
      if (!/^[A-Za-z0-9_-]{22}$/.test(id)) throw notFound('No such image');
      const data = await app.deps.images.find(id, size);
      if (!data) throw notFound('No such image');
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(data);
    };
  app.get('/images/:id', serve('display'));
  app.get('/images/:id/thumb', serve('thumb'));
}
