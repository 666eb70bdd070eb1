import type { FastifyInstance } from 'fastify';
import { entryRoutes } from './entry-routes';
import { projectListRoutes } from './list-routes';
import { projectPhotoRoutes } from './photo-routes';
import { planRoutes } from './plan-routes';
import { projectRoutes } from './project-routes';
import { projectSearchRoutes } from './search-routes';
import { tutorialRoutes } from './tutorial-routes';
import { tutorialStepRoutes } from './tutorial-step-routes';

/** Costume projects (issue 36): plans, build logs, photos, portfolios, the club's feed and tutorials, under /api. */
export async function projectsRoutes(server: FastifyInstance): Promise<void> {
  await server.register(projectRoutes);
  await server.register(planRoutes);
  await server.register(entryRoutes);
  await server.register(projectPhotoRoutes);
  await server.register(projectListRoutes);
  await server.register(projectSearchRoutes);
  await server.register(tutorialRoutes);
  await server.register(tutorialStepRoutes);
}
