import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../shared/api/common';
import { notFound } from '../http-error';

export type SignedPhotoColumn = 'display' | 'thumb' | 'w480' | 'w960';

/** Photos kept in their rows (project, album, message photos) and served only at signed addresses. */
export interface SignedPhotoSpec {
  /** e.g. '/message-photos': the photo at `{base}/:photoId`, its thumbnail at `{base}/:photoId/thumb`. */
  base: string;
  /** The OpenAPI summaries, as the routes document themselves. */
  summaries: { display: string; thumb: string };
  /** The narrower copies kept (`?w=`). */
  widths: readonly ['480'] | readonly ['480', '960'];
  isId: (photoId: string) => boolean;
  /** Another signature that also opens it (the organisers' review of an album photo). */
  alsoSignedAs?: (path: string) => string;
  bytes: (photoId: string, column: SignedPhotoColumn) => Promise<Buffer | undefined>;
  notFound: string;
}

const binary = z.any().meta({ type: 'string', format: 'binary' });

/**
 * GET {base}/:photoId and {base}/:photoId/thumb (`?exp=&sig=`, and `w=` for a narrower copy): the
 * signature covers `/api{base}/{id}[/thumb]` (images/signed-urls.ts), so only an answer that may
 * show the photo hands out a working address. Anything else is 404, as if there were no photo.
 */
export function signedPhotoRoutes(server: FastifyInstance, spec: SignedPhotoSpec): void {
  const { deps } = server;
  const app = server.withTypeProvider<ZodTypeProvider>();
  const imageQuery = z.object({
    exp: z.string().optional(),
    sig: z.string().optional(),
    w: z
      .enum(spec.widths, { error: `w must be ${spec.widths.join(' or ')} (or left out for the full photo)` })
      .optional(),
  });
  for (const size of ['display', 'thumb'] as const) {
    const schema = {
      summary: spec.summaries[size],
      params: z.object({ photoId: z.string().max(64) }),
      querystring: imageQuery,
      produces: ['image/webp'],
      response: { 200: binary, ...errorAnswers(400, 404) },
    };
    const route = size === 'display' ? `${spec.base}/:photoId` : `${spec.base}/:photoId/thumb`;
    app.get(route, { schema }, async (request, reply) => {
      const { photoId } = request.params;
      if (!spec.isId(photoId)) throw notFound(spec.notFound);
      const path = `/api${spec.base}/${photoId}${size === 'thumb' ? '/thumb' : ''}`;
      const { exp, sig, w } = request.query;
      const signed =
        deps.imageSigner.verify(path, exp, sig) ||
        (spec.alsoSignedAs !== undefined && deps.imageSigner.verify(spec.alsoSignedAs(path), exp, sig));
      if (!signed) throw notFound(spec.notFound);
      const column: SignedPhotoColumn = size === 'thumb' ? 'thumb' : w ? `w${w}` : 'display';
      const data = await spec.bytes(photoId, column);
      if (!data) throw notFound(spec.notFound);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'private, no-store')
        .send(data);
    });
  }
}
