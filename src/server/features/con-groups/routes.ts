import type { FastifyInstance } from 'fastify';
import { conGroupClaimRoutes } from './claim-routes';
import { conGroupRoutes } from './group-routes';
import { conGroupReportRoutes } from './report-routes';

/** Group cosplays at a con (issue 35 item 3), under /api. */
export async function conGroupsRoutes(server: FastifyInstance): Promise<void> {
  await server.register(conGroupRoutes);
  await server.register(conGroupClaimRoutes);
  await server.register(conGroupReportRoutes);
}
