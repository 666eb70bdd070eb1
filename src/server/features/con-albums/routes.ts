import type { FastifyInstance } from 'fastify';
import { albumRoutes } from './album-routes';
import { albumMemberRoutes } from './member-routes';
import { albumOwnerRoutes } from './owner-routes';
import { albumPhotoRoutes } from './photo-routes';
import { albumTagRoutes } from './tag-routes';

/** Shoot albums after a con (issue 35 item 6), under /api. */
export async function conAlbumRoutes(server: FastifyInstance): Promise<void> {
  await server.register(albumRoutes);
  await server.register(albumPhotoRoutes);
  await server.register(albumTagRoutes);
  await server.register(albumMemberRoutes);
  await server.register(albumOwnerRoutes);
}
