import type { FastifyInstance } from 'fastify';
import { approvalRoutes } from './approval-routes';
import { roleRoutes } from './role-routes';
import { suspendedRoutes } from './suspended-routes';

/**
 * Organisers approve sign-ups, grant and take the role, switch approval on, and see who is
 * suspended or leaving (under /api/organisers).
 */
export async function memberAdminRoutes(server: FastifyInstance): Promise<void> {
  await server.register(approvalRoutes);
  await server.register(roleRoutes);
  await server.register(suspendedRoutes);
}
