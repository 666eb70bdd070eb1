import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { GROUP_MESSAGES, groupParams, groupProjectParams, groupProjects } from '../../../shared/api/groups';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http-error';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { openGroup } from './access';
import { personOf } from './present';

/** A project photo's thumbnail (features/projects serves it at signed addresses only). */
const projectThumbPath = (photoId: string) => `/api/project-photos/${photoId}/thumb`;

/** The group's projects the viewer may see (each by its own visibility and blocks). */
async function projectsOf(deps: AppDeps, groupId: number, viewerId: number | null) {
  const rows = await deps.groups.projects.list(groupId, viewerId);
  return {
    projects: rows.map((r) => ({
      id: r.id,
      title: r.title,
      url: `/projects/${r.id}`,
      thumbnail: r.cover_photo_id ? deps.imageSigner.sign(projectThumbPath(r.cover_photo_id)) : '',
      maker: personOf(deps, r, viewerId),
    })),
  };
}

/** The projects members show in a group: the list, and showing or hiding one's own. */
export async function projectRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/groups/:slug/projects',
    {
      schema: {
        summary: 'The projects members show in a group (each only as its own visibility allows)',
        params: groupParams,
        response: { 200: groupProjects, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const viewerId = (await optionalUser(request))?.userId ?? null;
      const row = await openGroup(deps, viewerId, request.params.slug);
      return projectsOf(deps, row.id, viewerId);
    },
  );

  app.put(
    '/groups/:slug/projects/:projectId',
    {
      schema: {
        summary: 'Show one of my projects in a group I am in (one members may see: never a private one)',
        description: `400 "${GROUP_MESSAGES.notAProject}" for another member’s project, a private or hidden one, or one that does not exist.`,
        security: BEARER,
        params: groupProjectParams,
        response: { 200: groupProjects, ...errorAnswers(400, 401, 403, 404) },
      },
      onRequest: requireActiveMember,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await openGroup(deps, userId, request.params.slug);
      if (row.my_state !== 'active') throw badRequest(GROUP_MESSAGES.notAMember);
      if (!(await deps.groups.projects.add(row.id, userId, request.params.projectId, deps.now())))
        throw badRequest(GROUP_MESSAGES.notAProject);
      return projectsOf(deps, row.id, userId);
    },
  );

  app.delete(
    '/groups/:slug/projects/:projectId',
    {
      schema: {
        summary: 'Stop showing one of my projects in a group',
        security: BEARER,
        params: groupProjectParams,
        response: { 200: groupProjects, ...errorAnswers(400, 401, 404) },
      },
      onRequest: requireActiveMember,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await openGroup(deps, userId, request.params.slug);
      if (!(await deps.groups.projects.remove(row.id, userId, request.params.projectId)))
        throw badRequest(GROUP_MESSAGES.notAProject);
      return projectsOf(deps, row.id, userId);
    },
  );
}
