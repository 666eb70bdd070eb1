import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type HomeMosaic, homeMosaicSchema } from '../../../shared/api/home';
import { thumbUrl } from '../../images/process-image';
import { slideshowSlots } from './mappers';

/** Tiles in the hero: two rows of six on a laptop; a phone shows fewer. */
export const MOSAIC_SIZE = 12;
/**
 * The same answer serves every visitor for a minute: one query per instance per minute however
 * busy the landing page, and a new photo shows within a minute.
 */
export const MOSAIC_TTL_MS = 60_000;

/** The landing page's data. */
export async function mosaicRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  let cached: { at: number; body: HomeMosaic } | undefined;

  const schema = {
    summary: "Recent members' photos for the landing page",
    response: { 200: homeMosaicSchema },
  };
  app.get('/home/mosaic', { schema }, async (_request, reply) => {
    if (!cached || deps.now() - cached.at >= MOSAIC_TTL_MS) {
      const rows = await deps.profiles.recentWithPhotos(MOSAIC_SIZE);
      const members = rows.map((row) => ({
        username: row.username,
        name: `${row.firstname} ${row.lastname}`.trim(),
        image: thumbUrl(row.image || slideshowSlots(row).find((url) => url !== '') || ''),
      }));
      cached = { at: deps.now(), body: { members: members.filter((m) => m.image !== '') } };
    }
    reply.header('cache-control', `public, max-age=${MOSAIC_TTL_MS / 1000}`);
    return cached.body;
  });
}
