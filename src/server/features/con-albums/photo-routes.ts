import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALBUM_LIMITS,
  ALBUM_MESSAGES,
  ALBUM_PHOTO_FIELD,
  albumIdParams,
  albumPhoto,
  albumPhotoForm,
  isAlbumPhotoId,
} from '../../../shared/api/albums';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { reviewPath } from '../../db/images-repo';
import { badRequest, forbidden, notFound } from '../../http-error';
import { checkPhoto, checkPixelBudget, processImage } from '../../images/process-image';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { readFormAs } from '../../plugins/form';
import { signedPhotoRoutes } from '../../plugins/signed-photo-routes';
import { presentPhotos } from './present';
import { countAlbumPhotoUpload } from './upload-limit';

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

  signedPhotoRoutes(server, {
    base: '/album-photos',
    summaries: {
      display: 'An album photo (WebP; signed address from an album answer; w=480 or 960 for a narrower copy)',
      thumb: 'An album photo thumbnail (WebP; signed address)',
    },
    widths: ['480', '960'],
    isId: isAlbumPhotoId,
    // The organisers' review of a reported photo signs its own address.
    alsoSignedAs: reviewPath,
    bytes: (photoId, column) => deps.albums.photoBytes(photoId, column),
    notFound: ALBUM_MESSAGES.photoNotFound,
  });
}
