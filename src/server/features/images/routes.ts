import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../shared/api/common';
import { notFound } from '../../http-error';

/** Our ids are 22 url-safe characters; anything else cannot be a photo, so it is simply not found. */
const IMAGE_ID = /^[A-Za-z0-9_-]{22}$/;
const imageParams = z.object({ id: z.string() });

/** Photos by id. Ids are random and never reused, so responses are cached for a year. */
export async function imageRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  for (const size of ['display', 'thumb'] as const) {
    const schema = {
      summary: size === 'display' ? 'A photo (WebP, at most 1600 px)' : 'A photo thumbnail (WebP, 200×200)',
      params: imageParams,
      produces: ['image/webp'],
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...errorAnswers(404) },
    };
    app.get(size === 'display' ? '/images/:id' : '/images/:id/thumb', { schema }, async (request, reply) => {
      const { id } = request.params;
      const data = IMAGE_ID.test(id) ? await app.deps.images.find(id, size) : undefined;
      if (!data) throw notFound('No such image');
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(data);
    });
  }
}
