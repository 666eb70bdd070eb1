import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../shared/api/common';
import { reviewPath } from '../../db/images-repo';
import { notFound } from '../../http-error';
import { photoAtWidth, publicPhotoOg } from './stored-photo';

/** Our ids are 22 url-safe characters; anything else cannot be a photo, so it is simply not found. */
const IMAGE_ID = /^[A-Za-z0-9_-]{22}$/;
const imageParams = z.object({ id: z.string() });
/**
 * The signature of a members-only profile's photo URL (images/signed-urls.ts), or of an
 * organiser's review URL (reviewPath in db/images-repo.ts). It signs the path only, so the same
 * signature opens every width of the photo.
 */
const imageQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() });
const displayQuery = imageQuery.extend({
  w: z
    .enum(['480', '960'], { error: 'w must be 480 or 960 (or left out for the full photo)' })
    .optional()
    .describe('a narrower copy: 480 or 960 px wide (the photo itself when it is not wider)'),
});
const binary = z.any().meta({ type: 'string', format: 'binary' });

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const send = (reply: FastifyReply, type: string, cache: string, data: Buffer) =>
  reply.header('Content-Type', type).header('Cache-Control', cache).send(data);

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
      summary:
        size === 'display'
          ? 'A photo (WebP, at most 1600 px; w=480 or 960 for a narrower copy)'
          : 'A photo thumbnail (WebP, 200×200)',
      params: imageParams,
      querystring: size === 'display' ? displayQuery : imageQuery,
      produces: ['image/webp'],
      response: { 200: binary, ...(size === 'display' ? errorAnswers(400, 404, 503) : errorAnswers(404)) },
    };
    app.get(size === 'display' ? '/images/:id' : '/images/:id/thumb', { schema }, async (request, reply) => {
      const { id } = request.params;
      if (!IMAGE_ID.test(id)) throw notFound('No such image');
      const path = size === 'display' ? `/api/images/${id}` : `/api/images/${id}/thumb`;
      const { exp, sig } = request.query;
      const w = 'w' in request.query && request.query.w ? (Number(request.query.w) as 480 | 960) : undefined;
      const review = sig !== undefined && imageSigner.verify(reviewPath(path), exp, sig);
      const found = w
        ? await photoAtWidth(app.deps.images, id, w, review)
        : review
          ? await app.deps.images.findForReview(id, size).then((data) => data && { data, visibility: '' })
          : await app.deps.images.find(id, size);
      if (!found) throw notFound('No such image');
      if (review) return send(reply, 'image/webp', 'private, no-store', found.data);
      if (found.visibility === 'members') {
        // Only with the signature a member's answer carried; the same 404 as a missing photo otherwise.
        if (!imageSigner.verify(path, exp, sig)) throw notFound('No such image');
        return send(reply, 'image/webp', 'private, max-age=86400', found.data);
      }
      return send(reply, 'image/webp', PUBLIC_CACHE, found.data);
    });
  }

  const ogSchema = {
    summary: "A public profile photo's link-preview image (JPEG, 1200×630)",
    params: imageParams,
    produces: ['image/jpeg'],
    response: { 200: binary, ...errorAnswers(404, 503) },
  };
  app.get('/images/:id/og', { schema: ogSchema }, async (request, reply) => {
    const { id } = request.params;
    const og = IMAGE_ID.test(id) ? await publicPhotoOg(app.deps.images, id) : undefined;
    if (!og) throw notFound('No such image');
    return send(reply, 'image/jpeg', PUBLIC_CACHE, og.data);
  });
}
