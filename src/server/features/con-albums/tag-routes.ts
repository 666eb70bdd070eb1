import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALBUM_LIMITS,
  ALBUM_MESSAGES,
  albumPhoto,
  albumPhotoParams,
  isAlbumPhotoId,
  tagBody,
  waitingTagsAnswer,
} from '../../../shared/api/albums';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../http-error';
import { queueNotification } from '../../notify/queue-notification';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { presentPhotos } from './present';

/** The photo as `viewerId` may see it now, or 404. */
async function photoFor(deps: AppDeps, photoId: string, viewerId: number) {
  const owner = isAlbumPhotoId(photoId) ? await deps.albums.photoOwner(photoId) : undefined;
  if (!owner) throw notFound(ALBUM_MESSAGES.photoNotFound);
  const rows = await deps.albums.visiblePhotos(viewerId, { albumId: owner.album_id });
  const [photo] = await presentPhotos(
    deps,
    rows.filter((r) => r.id === photoId),
    viewerId,
  );
  if (!photo) throw notFound(ALBUM_MESSAGES.photoNotFound);
  return photo;
}

/**
 * Tags, consent first: the photographer tags a member (who is told: 'album-tag'); the tag waits
 * until that member approves it, and only they approve or remove it, in one request each.
 */
export async function albumTagRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const tagSchema = {
    summary: 'Tag a member on a photo of your album (they approve or remove it)',
    security: BEARER,
    params: albumPhotoParams,
    body: tagBody,
    response: { 201: albumPhoto, ...errorAnswers(400, 401, 403, 404) },
  };
  app.post(
    '/album-photos/:photoId/tags',
    { schema: tagSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { photoId } = request.params;
      const owner = isAlbumPhotoId(photoId) ? await deps.albums.photoOwner(photoId) : undefined;
      if (!owner) throw notFound(ALBUM_MESSAGES.photoNotFound);
      if (owner.photographer_id !== userId) throw forbidden(ALBUM_MESSAGES.notYours);
      const member = await deps.profiles.findVisible(request.body.username, 'member');
      if (!member) throw notFound(ALBUM_MESSAGES.noSuchMember);
      if (member.id === userId) throw badRequest(ALBUM_MESSAGES.tagYourself);
      // A block either way: refused as a member who cannot be tagged is, telling neither (038).
      if (await deps.relations.blockBetween(userId, member.id)) throw notFound(ALBUM_MESSAGES.noSuchMember);
      if ((await deps.albums.tagsOf([photoId])).length >= ALBUM_LIMITS.tags)
        throw badRequest(ALBUM_MESSAGES.tooManyTags);
      await deps.transaction(async (trx) => {
        if (!(await deps.albums.addTag(trx, photoId, member.id, deps.now()))) return;
        const con = await deps.conventions.bySlug(owner.slug, trx);
        await queueNotification(
          deps,
          {
            type: 'album-tag',
            subjectKind: 'convention',
            subjectId: con?.id ?? null,
            groupKey: `album-tag:${owner.album_id}`,
            actorId: userId,
            data: { album: owner.title, con: con?.name ?? '' },
            to: { members: [member.id] },
          },
          { trx },
        );
      });
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(await photoFor(deps, photoId, userId));
    },
  );

  const approveSchema = {
    summary: 'Approve your tag on a photo (only the member tagged)',
    security: BEARER,
    params: albumPhotoParams,
    response: { 200: albumPhoto, ...errorAnswers(401, 403, 404) },
  };
  app.put(
    '/album-photos/:photoId/my-tag',
    { schema: approveSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { photoId } = request.params;
      if (!isAlbumPhotoId(photoId) || !(await deps.albums.approveTag(photoId, userId, deps.now())))
        throw notFound(ALBUM_MESSAGES.noTag);
      reply.header('Cache-Control', 'no-store');
      return photoFor(deps, photoId, userId);
    },
  );

  const removeSchema = {
    summary: 'Remove your tag from a photo (only the member tagged)',
    security: BEARER,
    params: albumPhotoParams,
    response: { 204: z.null(), ...errorAnswers(401, 403, 404) },
  };
  app.delete(
    '/album-photos/:photoId/my-tag',
    { schema: removeSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { photoId } = request.params;
      if (!isAlbumPhotoId(photoId) || !(await deps.albums.removeTag(photoId, userId)))
        throw notFound(ALBUM_MESSAGES.noTag);
      return reply.code(204).send(null);
    },
  );

  const waitingSchema = {
    summary: 'Photos you are tagged on, waiting for your approval',
    security: BEARER,
    response: { 200: waitingTagsAnswer, ...errorAnswers(401, 403) },
  };
  app.get(
    '/me/album-tags',
    { schema: waitingSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const rows = await deps.albums.waitingFor(userId);
      reply.header('Cache-Control', 'no-store');
      return { photos: await presentPhotos(deps, rows, userId) };
    },
  );
}
