import type { FastifyInstance } from 'fastify';
import { commentChangeRoutes } from './change-routes';
import { commentReportRoutes } from './moderation-routes';
import { commentThreadRoutes } from './thread-routes';
import { liveWatchRoutes } from './watch-routes';

/**
 * Comments (issue 37 item 1): threads on events, con pages, log entries, tutorials and album
 * photos, their edits, policies and reports, and the live stream's watch of an open thread. The
 * organisers' hide and show are in moderation-routes.ts (registered in the organisers' scope).
 */
export async function commentsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(commentThreadRoutes);
  await app.register(commentChangeRoutes);
  await app.register(commentReportRoutes);
  await app.register(liveWatchRoutes);
}
