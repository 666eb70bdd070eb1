import type { FastifyInstance } from 'fastify';
import { shootBookingRoutes } from './booking-routes';
import { shootPublishRoutes } from './publish-routes';
import { shootReadRoutes } from './read-routes';
import { shootReportRoutes } from './report-routes';

/** Photoshoot slots at cons (issue 35 item 4), under /api. */
export async function conShootRoutes(server: FastifyInstance): Promise<void> {
  await server.register(shootReadRoutes);
  await server.register(shootPublishRoutes);
  await server.register(shootBookingRoutes);
  await server.register(shootReportRoutes);
}
