import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../shared/api/common';
import { reviewPath } from '../../db/images-repo';
import { notFound } from '../../http-error';

/** Our ids are 22 url-safe characters; anything else cannot be a photo, so it is simply not found. */
const IMAGE_ID = /^[A-Za-z0-9_-]{22}$/;
const imageParams = z.object({ id: z.string() });
/**
 * The signature of a members-only profile's photo URL (images/signed-urls.ts), or of an
 * organiser's review URL (reviewPath in db/images-repo.ts).
 */
const imageQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() });

/**
 * Photos by id. Ids are random and never reused, so public photos are cached for a year; photos of
 * members-only profiles need a signed URL and are cached privately for a day. A photo an organiser
 * hid, or one of a suspended or pending member, opens only with a review signature (the queue
 * hands those out), and is never cached.
 */
export async function imageRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { imageSigner } = app.deps;
  for (const size of ['display', 'thumb'] as const) {
    const schema = {
      summary: size === 'display' ? 'A photo (WebP, at most 1600 px)' : 'A photo thumbnail (WebP, 200×200)',
      params: imageParams,
      querystring: imageQuery,
      produces: ['image/webp'],
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...errorAnswers(404) },
    };
    app.get(size === 'display' ? '/images/:id' : '/images/:id/thumb', { schema }, async (request, reply) => {
      const { id } = request.params;
      if (!IMAGE_ID.test(id)) throw notFound('No such image');
      const path = size === 'display' ? `/api/images/${id}` : `/api/images/${id}/thumb`;
      const { exp, sig } = request.query;
      if (sig !== undefined && imageSigner.verify(reviewPath(path), exp, sig)) {
        const data = await app.deps.images.findForReview(id, size);
        if (!data) throw notFound('No such image');
        return reply
          .header('Content-Type', 'image/webp')
          .header('Cache-Control', 'private, no-store')
          .send(data);
      }
      const found = await app.deps.images.find(id, size);
      if (!found) throw notFound('No such image');
      if (found.visibility === 'members') {
        // Only with the signature a member's answer carried; the same 404 as a missing photo otherwise.
        if (!imageSigner.verify(path, exp, sig)) throw notFound('No such image');
        return reply
          .header('Content-Type', 'image/webp')
          .header('Cache-Control', 'private, max-age=86400')
          .send(found.data);
      }
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(found.data);
    });
  }
}
