import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALBUM_MESSAGES,
  albumPhotoParams,
  albumReportBody,
  isAlbumPhotoId,
  memberAlbumPhotosAnswer,
} from '../../../shared/api/albums';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { MSG } from '../../../shared/messages';
import { usernameParams } from '../../../shared/profile/profile-api';
import { badRequest, notFound } from '../../http-error';
import { countReport, fileReport } from '../../lib/file-report';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { albumPhotoPath, presentPhotos } from './present';

/**
 * A profile's album photos, in their own answer (the profile's answer is unchanged and cached;
 * this one depends on consent and the viewer, so it is no-store), and reports of album photos.
 */
export async function albumMemberRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const photosSchema = {
    summary: 'A member’s approved album photos: those they took and those they are tagged on',
    params: usernameParams,
    response: { 200: memberAlbumPhotosAnswer, ...errorAnswers(404) },
  };
  app.get('/public/:username/album-photos', { schema: photosSchema }, async (request, reply) => {
    const viewer = await optionalUser(request);
    const viewerId = viewer?.userId ?? null;
    const member = await deps.profiles.findVisible(request.params.username, viewer ? 'member' : 'anonymous');
    if (!member) throw notFound(MSG.publicLoadError);
    const [by, of] = await Promise.all([
      deps.albums.visiblePhotos(viewerId, { photographerId: member.id }, 60),
      deps.albums.visiblePhotos(viewerId, { taggedMemberId: member.id }, 60),
    ]);
    // "Photos by" shows what the photographer published for others to see: no photo waiting for consent.
    const published = await presentPhotos(deps, by, viewerId);
    reply.header('Cache-Control', 'no-store');
    return {
      by: published.filter((p) => p.tags.every((t) => t.approved)),
      // Only where their tag shows to this viewer: a block either way hides it (migration 038).
      of: (await presentPhotos(deps, of, viewerId)).filter((p) =>
        p.tags.some((t) => t.username === member.username),
      ),
    };
  });

  const reportSchema = {
    summary: 'Report an album photo to the organisers (a few per hour)',
    security: BEARER,
    params: albumPhotoParams,
    body: albumReportBody,
    response: { 201: messageResponse, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post(
    '/album-photos/:photoId/reports',
    { schema: reportSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const reporter = currentUser(request);
      const { photoId } = request.params;
      await countReport(deps, reporter.userId);
      const owner = isAlbumPhotoId(photoId) ? await deps.albums.photoOwner(photoId) : undefined;
      const seen = owner ? await deps.albums.visiblePhotos(reporter.userId, { albumId: owner.album_id }) : [];
      if (!owner || !seen.some((r) => r.id === photoId)) throw notFound(ALBUM_MESSAGES.photoNotFound);
      if (owner.photographer_id === reporter.userId) throw badRequest(ALBUM_MESSAGES.reportOwn);
      await fileReport(deps, {
        memberId: owner.photographer_id,
        reporterId: reporter.userId,
        // The path as before (the queue reads it for rows older than the subject).
        image: albumPhotoPath(photoId),
        reason: request.body.reason,
        note: request.body.note,
        subject: { kind: 'album-photo', id: photoId },
      });
      return reply.code(201).send({ message: ALBUM_MESSAGES.reported });
    },
  );
}
