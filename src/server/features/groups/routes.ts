import type { FastifyInstance } from 'fastify';
import { coverRoutes } from './cover-routes';
import { groupRoutes } from './group-routes';
import { memberRoutes } from './member-routes';
import { membershipRoutes } from './membership-routes';
import { projectRoutes } from './project-routes';
import { groupReportRoutes } from './report-routes';

/**
 * Groups: chapters, crews, circles and con groups (issue 38; shared/api/groups.ts; decision 37).
 * Every read finds the group through the access rule in SQL (db/group-access.ts); the answers
 * carry the caller's own place in it, so they are never cached (the default no-store), but for
 * the cover's bytes, which say their own policy.
 */
export async function groupsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(groupRoutes);
  await app.register(memberRoutes);
  await app.register(membershipRoutes);
  await app.register(projectRoutes);
  await app.register(coverRoutes);
  await app.register(groupReportRoutes);
}
