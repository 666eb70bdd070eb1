import type { FastifyInstance } from 'fastify';
import { conventionReadRoutes } from './read-routes';
import { conventionWriteRoutes } from './write-routes';

/** Conventions (issue 35): the con list and pages, organisers' edits, members' suggestions (under /api). */
export async function conventionRoutes(server: FastifyInstance): Promise<void> {
  await server.register(conventionReadRoutes);
  await server.register(conventionWriteRoutes);
}
