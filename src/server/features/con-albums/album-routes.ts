import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALBUM_MESSAGES,
  albumAnswer,
  albumIdParams,
  conAlbumsAnswer,
  createAlbumBody,
} from '../../../shared/api/albums';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { conSlugParams } from '../../../shared/api/shoots';
import { badRequest, forbidden, notFound } from '../../http-error';
import { listedCon } from '../../lib/listed-con';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { presentPhotos } from './present';

/** Making an album, reading one, and a con's albums. Answers depend on the viewer: no-store. */
export async function albumRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const createSchema = {
    summary: 'Make a shoot album at a con (members with the Photographer role)',
    security: BEARER,
    params: conSlugParams,
    body: createAlbumBody,
    response: { 201: albumAnswer, ...errorAnswers(400, 401, 403, 404) },
  };
  app.post(
    '/cons/:slug/albums',
    { schema: createSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      if (!(await deps.shootSlots.isPhotographer(userId))) throw forbidden(ALBUM_MESSAGES.photographersOnly);
      const con = await listedCon(deps, request.params.slug);
      const { title, visibility, shootSlotId } = request.body;
      if (shootSlotId !== null) {
        const slot = await deps.shootSlots.byId(shootSlotId);
        if (slot?.photographer_id !== userId || slot.convention_id !== con.id)
          throw badRequest(ALBUM_MESSAGES.notYourSlot);
      }
      const id = await deps.albums.create(
        { photographerId: userId, conventionId: con.id, shootSlotId, title, visibility },
        deps.now(),
      );
      const album = await deps.albums.byId(id);
      if (!album) throw notFound(ALBUM_MESSAGES.notFound);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({
        id,
        title: album.title,
        visibility: album.visibility === 'members' ? 'members' : 'everyone',
        con: { slug: album.slug, name: album.con },
        photographer: { username: album.username, name: album.firstname || album.username },
        mine: true,
        photos: [],
      });
    },
  );

  const readSchema = {
    summary: 'A shoot album: the photos the viewer may see',
    description:
      'A photo with a pending tag shows only to its photographer and the members tagged; an approved one follows the stricter of the album’s and each tagged member’s visibility.',
    params: albumIdParams,
    response: { 200: albumAnswer, ...errorAnswers(400, 404) },
  };
  app.get('/albums/:id', { schema: readSchema }, async (request, reply) => {
    const viewer = await optionalUser(request);
    const viewerId = viewer?.userId ?? null;
    const album = await deps.albums.byId(request.params.id);
    const mine = album !== undefined && album.photographer_id === viewerId;
    const rows = album ? await deps.albums.visiblePhotos(viewerId, { albumId: album.id }) : [];
    // An album with nothing the viewer may see is no album to them (unless it is their own).
    if (!album || (!mine && rows.length === 0)) throw notFound(ALBUM_MESSAGES.notFound);
    reply.header('Cache-Control', 'no-store');
    return {
      id: album.id,
      title: album.title,
      visibility: album.visibility === 'members' ? ('members' as const) : ('everyone' as const),
      con: { slug: album.slug, name: album.con },
      photographer: { username: album.username, name: album.firstname || album.username },
      mine,
      photos: await presentPhotos(deps, rows, viewerId),
    };
  });

  const conSchema = {
    summary: 'A con’s shoot albums with photos the viewer may see',
    params: conSlugParams,
    response: { 200: conAlbumsAnswer, ...errorAnswers(404) },
  };
  app.get('/cons/:slug/albums', { schema: conSchema }, async (request, reply) => {
    const viewer = await optionalUser(request);
    const con = await listedCon(deps, request.params.slug);
    const rows = await deps.albums.ofCon(con.id, viewer?.userId ?? null);
    reply.header('Cache-Control', 'no-store');
    return {
      canCreate: viewer ? await deps.shootSlots.isPhotographer(viewer.userId) : false,
      albums: rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        photographer: { username: r.username, name: r.firstname || r.username },
        photos: Number(r.photos),
      })),
    };
  });
}
