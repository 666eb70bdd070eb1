import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../shared/api/common';
import { clubContentSchema } from '../../../shared/content-schema';
import { notFound } from '../../http-error';

/** Asset ids are 22 url-safe characters (like photos'); anything else is simply not found. */
const ASSET_ID = /^[A-Za-z0-9_-]{22}$/;
const assetParams = z.object({ id: z.string() });

/** The club content, for the footer, the message of the day and the club pages. */
export async function contentRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const schema = { summary: 'The club content', response: { 200: clubContentSchema } };
  app.get('/content', { schema }, async (_request, reply) => {
    // Organisers change it in the app: a browser asks again after a few seconds.
    reply.header('Cache-Control', 'public, max-age=3');
    return app.deps.content.current;
  });

  const assetSchema = {
    summary: 'An image of the club content (WebP), uploaded by an organiser',
    params: assetParams,
    produces: ['image/webp'],
    response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...errorAnswers(404) },
  };
  app.get('/content/assets/:id', { schema: assetSchema }, async (request, reply) => {
    const { id } = request.params;
    const data = ASSET_ID.test(id) ? await app.deps.contentStore.findAsset(id) : undefined;
    if (!data) throw notFound('No such image');
    // Ids are random and an asset never changes: cached for good.
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(data);
  });
}
