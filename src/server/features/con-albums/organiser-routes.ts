import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALBUM_MESSAGES, albumPhotoParams, isAlbumPhotoId } from '../../../shared/api/albums';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { notFound } from '../../http-error';
import { currentUser } from '../../plugins/auth';

/**
 * DELETE /api/organisers/album-photos/{photoId}: an organiser removes any album photo (a reported
 * one), with its tags. In the organisers' scope (role and passkey checked first); audited in the
 * removal's transaction as `album.photo.remove`.
 */
export async function albumOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'Remove a member’s album photo (organisers only; audited)',
    security: BEARER,
    params: albumPhotoParams,
    response: { 204: z.null(), ...errorAnswers(401, 403, 404) },
  };
  app.delete('/album-photos/:photoId', { schema }, async (request, reply) => {
    const organiser = currentUser(request);
    const { photoId } = request.params;
    if (!isAlbumPhotoId(photoId)) throw notFound(ALBUM_MESSAGES.photoNotFound);
    await deps.transaction(async (trx) => {
      const photo = await deps.albums.removePhoto(trx, photoId);
      if (!photo) throw notFound(ALBUM_MESSAGES.photoNotFound);
      const entry = {
        actor: { id: organiser.userId, username: organiser.username },
        action: 'album.photo.remove',
        member: { id: photo.photographer_id, username: photo.username },
        detail: `photo ${photoId} of album ${photo.album_id} (${photo.title}) at ${photo.slug}`,
      };
      await deps.audit.record(entry, deps.now(), trx);
    });
    return reply.code(204).send(null);
  });
}
