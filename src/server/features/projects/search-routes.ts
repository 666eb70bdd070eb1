import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../shared/api/common';
import {
  PROJECT_SEARCH_LIMIT,
  type ProjectSearch,
  projectSearchAnswer,
  projectSearchQuery,
} from '../../../shared/api/project-search';
import { optionalUser } from '../../plugins/auth';
import { presentSummaries } from './present';

/** The site's search finds projects too: by words in their name, character or series. */
export async function projectSearchRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const schema = {
    summary: 'Projects the viewer may see whose name, character or series hold every word',
    description: `At most ${PROJECT_SEARCH_LIMIT}, most recently changed first; up to five words.`,
    querystring: projectSearchQuery,
    response: { 200: projectSearchAnswer, ...errorAnswers(400) },
  };
  app.get('/projects/search', { schema }, async (request, reply): Promise<ProjectSearch> => {
    const viewerId = (await optionalUser(request))?.userId ?? null;
    reply.header('Cache-Control', 'no-store');
    const words = request.query.q.split(/\s+/).filter(Boolean).slice(0, 5);
    const ids = await deps.projectSearch.ids(viewerId, words, PROJECT_SEARCH_LIMIT);
    const rows = await deps.projects.visible(viewerId, { ids });
    return { projects: await presentSummaries(deps, rows, viewerId) };
  });
}
