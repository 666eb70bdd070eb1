import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALBUM_LIMITS,
  ALBUM_MESSAGES,
  ALBUM_PHOTO_FIELD,
  albumIdParams,
  albumPhoto,
  albumPhotoForm,
  albumPhotoParams,
  isAlbumPhotoId,
} from '../../../shared/api/albums';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import type { PhotoSize } from '../../db/albums-repo';
import { reviewPath } from '../../db/images-repo';
import { badRequest, forbidden, notFound } from '../../http-error';
import { checkPhoto, checkPixelBudget, processImage } from '../../images/process-image';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { readFormAs } from '../../plugins/form';
import { albumPhotoPath, albumThumbPath, presentPhotos } from './present';
import { countAlbumPhotoUpload } from './upload-limit';

const imageQuery = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
  w: z.enum(['480', '960'], { error: 'w must be 480 or 960 (or left out for the full photo)' }).optional(),
});
const binary = z.any().meta({ type: 'string', format: 'binary' });

const send = (reply: FastifyReply, data: Buffer) =>
  reply.header('Content-Type', 'image/webp').header('Cache-Control', 'private, no-store').send(data);

/**
 * A photographer adds photos to their album, one per request (the page shows each one's
 * progress), each with its alt text. The photos are served only at signed addresses, which the
 * album answers hand to viewers who may see them (or an organiser's review signature).
 */
export async function albumPhotoRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const uploadSchema = {
    summary: 'Add a photo to your shoot album (multipart: photo, alt, credit)',
    description: `The alt text is required. An album holds at most ${ALBUM_LIMITS.photos} photos. Uploads per member per minute are limited (ALBUM_PHOTOS_PER_MEMBER_MINUTE): 429 with Retry-After.`,
    security: BEARER,
    params: albumIdParams,
    response: { 201: albumPhoto, ...errorAnswers(400, 401, 403, 404, 429, 503) },
  };
  app.post(
    '/albums/:id/photos',
    { schema: uploadSchema, onRequest: requireActiveMember, config: { multipartForm: albumPhotoForm } },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const album = await deps.albums.byId(request.params.id);
      if (!album) throw notFound(ALBUM_MESSAGES.notFound);
      if (album.photographer_id !== userId) throw forbidden(ALBUM_MESSAGES.notYours);
      await countAlbumPhotoUpload(deps, userId);
      const { body } = await readFormAs(request, albumPhotoForm, [ALBUM_PHOTO_FIELD]);
      if ((await deps.albums.photoCount(album.id)) >= ALBUM_LIMITS.photos)
        throw badRequest(ALBUM_MESSAGES.full);
      const checked = await checkPhoto(body[ALBUM_PHOTO_FIELD], 'Photo');
      checkPixelBudget([checked]);
      const image = await processImage(checked, { widths: true });
      await deps.albums.addPhoto(album.id, { ...image, alt: body.alt, credit: body.credit }, deps.now());
      const rows = await deps.albums.visiblePhotos(userId, { albumId: album.id });
      const [photo] = await presentPhotos(
        deps,
        rows.filter((r) => r.id === image.id),
        userId,
      );
      if (!photo) throw notFound(ALBUM_MESSAGES.photoNotFound);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(photo);
    },
  );

  for (const size of ['display', 'thumb'] as const) {
    const schema = {
      summary:
        size === 'display'
          ? 'An album photo (WebP; signed address from an album answer; w=480 or 960 for a narrower copy)'
          : 'An album photo thumbnail (WebP; signed address)',
      params: albumPhotoParams,
      querystring: imageQuery,
      produces: ['image/webp'],
      response: { 200: binary, ...errorAnswers(400, 404) },
    };
    const route = size === 'display' ? '/album-photos/:photoId' : '/album-photos/:photoId/thumb';
    app.get(route, { schema }, async (request, reply) => {
      const { photoId } = request.params;
      if (!isAlbumPhotoId(photoId)) throw notFound(ALBUM_MESSAGES.photoNotFound);
      const path = size === 'display' ? albumPhotoPath(photoId) : albumThumbPath(photoId);
      const { exp, sig, w } = request.query;
      const signed =
        deps.imageSigner.verify(path, exp, sig) || deps.imageSigner.verify(reviewPath(path), exp, sig);
      if (!signed) throw notFound(ALBUM_MESSAGES.photoNotFound);
      const column: PhotoSize = size === 'thumb' ? 'thumb' : w ? (`w${w}` as PhotoSize) : 'display';
      const data = await deps.albums.photoBytes(photoId, column);
      if (!data) throw notFound(ALBUM_MESSAGES.photoNotFound);
      return send(reply, data);
    });
  }
}
