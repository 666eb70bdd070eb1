import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALBUM_MESSAGES,
  albumIdParams,
  albumPhotoParams,
  albumVisibility,
  createAlbumBody,
  isAlbumPhotoId,
} from '../../../shared/api/albums';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { forbidden, notFound } from '../../http-error';
import { currentUser, requireActiveMember } from '../../plugins/auth';

export const OWNER_MESSAGES = {
  notYours: 'Only the album’s photographer changes or deletes it.',
  notYourPhoto: 'Only the album’s photographer deletes its photos.',
  nothingToChange: 'Say what to change: the title or who sees the album.',
} as const;

/** PATCH /api/albums/{id}: a new title, who sees it, or both. */
export const updateAlbumBody = z
  .object({ title: createAlbumBody.shape.title.optional(), visibility: albumVisibility.optional() })
  .refine((b) => b.title !== undefined || b.visibility !== undefined, {
    message: OWNER_MESSAGES.nothingToChange,
  });

const updatedAlbum = z.object({ id: z.number(), title: z.string(), visibility: albumVisibility });

/**
 * The photographer's tools on their own album: rename it, change who sees it, delete a photo or
 * the whole album. Ownership is checked here and again in each write's query. A deleted photo (its
 * encoded copies live in its row) and its tags go at once, from the album and tagged profiles.
 */
export async function albumOwnerRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  /** The album, if it is the member's: 404 when there is none, 403 when it is someone else's. */
  const ownAlbum = async (albumId: number, userId: number) => {
    const album = await deps.albums.byId(albumId);
    if (!album) throw notFound(ALBUM_MESSAGES.notFound);
    if (album.photographer_id !== userId) throw forbidden(OWNER_MESSAGES.notYours);
    return album;
  };

  const updateSchema = {
    summary: 'Rename your shoot album or change who sees it',
    description: 'Each tagged member’s own visibility still applies: the stricter choice wins.',
    security: BEARER,
    params: albumIdParams,
    body: updateAlbumBody,
    response: { 200: updatedAlbum, ...errorAnswers(400, 401, 403, 404) },
  };
  app.patch(
    '/albums/:id',
    { schema: updateSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const album = await ownAlbum(request.params.id, userId);
      const { title, visibility } = request.body;
      const change = {
        ...(title !== undefined && { title }),
        ...(visibility !== undefined && { visibility }),
      };
      if (!(await deps.albums.update(album.id, userId, change))) throw notFound(ALBUM_MESSAGES.notFound);
      reply.header('Cache-Control', 'no-store');
      return {
        id: album.id,
        title: title ?? album.title,
        visibility: visibility ?? (album.visibility === 'members' ? 'members' : 'everyone'),
      };
    },
  );

  const deleteSchema = {
    summary: 'Delete your shoot album with all its photos and tags',
    security: BEARER,
    params: albumIdParams,
    response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
  };
  app.delete(
    '/albums/:id',
    { schema: deleteSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const album = await ownAlbum(request.params.id, userId);
      if (!(await deps.albums.remove(album.id, userId))) throw notFound(ALBUM_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );

  const photoSchema = {
    summary: 'Delete one of your album photos (its tags go with it)',
    security: BEARER,
    params: albumPhotoParams,
    response: { 204: z.null(), ...errorAnswers(401, 403, 404) },
  };
  app.delete(
    '/album-photos/:photoId',
    { schema: photoSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { photoId } = request.params;
      if (!isAlbumPhotoId(photoId)) throw notFound(ALBUM_MESSAGES.photoNotFound);
      const photo = await deps.albums.photoOwner(photoId);
      if (!photo) throw notFound(ALBUM_MESSAGES.photoNotFound);
      if (photo.photographer_id !== userId) throw forbidden(OWNER_MESSAGES.notYourPhoto);
      if (!(await deps.albums.removeOwnPhoto(photoId, userId))) throw notFound(ALBUM_MESSAGES.photoNotFound);
      return reply.code(204).send(null);
    },
  );
}
