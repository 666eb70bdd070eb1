import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeMosaicSchema } from '../../../shared/api/home';
import { thumbUrl } from '../../images/process-image';
import { sendAnswer } from '../../plugins/answer-cache';
import { slideshowSlots } from './mappers';

/** Tiles in the hero: two rows of six on a laptop; a phone shows fewer. */
export const MOSAIC_SIZE = 12;
/**
 * The same answer serves every visitor for a minute, or until a write changes a member list: one
 * query per instance per minute however busy the landing page. A change made behind the API on
 * PostgreSQL (a hand edit) shows within this, plus the answer cache's grace.
 */
export const MOSAIC_TTL_MS = 60_000;
/**
 * Names and photos of members, which a privacy change, suspension, deletion or hidden photo takes
 * away: no shared cache may keep them, and a browser checks with us (ETag → 304) on every use.
 */
const MOSAIC_CACHING = { 'cache-control': 'private, no-cache' };

/**
 * The landing page's data. Kept in the answer cache's `members` area, the one every write that
 * changes a name, a photo, privacy or standing clears on every instance, so nothing such a write
 * removes is served once it is answered.
 */
export async function mosaicRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const schema = {
    summary: "Recent members' photos for the landing page",
    response: { 200: homeMosaicSchema },
  };
  const options = {
    area: 'members',
    viewer: 'anyone',
    schema: homeMosaicSchema,
    ttlMs: MOSAIC_TTL_MS,
  } as const;
  app.get('/home/mosaic', { schema }, (request, reply) =>
    sendAnswer(request, reply, options, async () => {
      const rows = await deps.profiles.recentWithPhotos(MOSAIC_SIZE);
      const members = rows.map((row) => ({
        username: row.username,
        name: `${row.firstname} ${row.lastname}`.trim(),
        image: thumbUrl(row.image || slideshowSlots(row).find((url) => url !== '') || ''),
      }));
      return { value: { members: members.filter((m) => m.image !== '') }, headers: MOSAIC_CACHING };
    }),
  );
}
