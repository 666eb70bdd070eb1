import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  componentBody,
  materialBody,
  PLAN_LISTS,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  planPatch,
  projectAnswer,
  projectIdParams,
  projectRowParams,
  referenceBody,
  taskBody,
} from '../../../shared/api/projects';
import { badRequest, notFound } from '../../http-error';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { ownProject } from './access';
import { planColumns } from './project-answer';
import { makersAnswer } from './project-routes';

const CREATE_BODIES = {
  references: referenceBody,
  components: componentBody,
  materials: materialBody,
  tasks: taskBody,
} as const;

const NAMES = {
  references: 'a reference link',
  components: 'a component',
  materials: 'a material',
  tasks: 'a task',
} as const;

/**
 * The four plan lists (references, components, materials, tasks), one implementation: add, change
 * and delete a row, each answering the whole project so the page shows the new totals and pacing.
 */
export async function planRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  for (const list of PLAN_LISTS) {
    const addSchema = {
      summary: `Add ${NAMES[list]} to your project’s plan`,
      security: BEARER,
      params: projectIdParams,
      body: CREATE_BODIES[list],
      response: { 201: projectAnswer, ...errorAnswers(400, 401, 403, 404) },
    };
    app.post(
      `/projects/:id/${list}`,
      { schema: addSchema, onRequest: requireActiveMember },
      async (request, reply) => {
        const { userId } = currentUser(request);
        const project = await ownProject(deps, request.params.id, userId);
        const now = deps.now();
        const values = planColumns(request.body as Record<string, unknown>, now);
        const id = await deps.projectPlan.add(list, project.id, values, PROJECT_LIMITS.planRows, now);
        if (id === undefined) throw badRequest(PROJECT_MESSAGES.planFull);
        reply.header('Cache-Control', 'no-store');
        return reply.code(201).send(await makersAnswer(deps, project.id, userId));
      },
    );

    const updateSchema = {
      summary: `Change ${NAMES[list]} of your project’s plan`,
      security: BEARER,
      params: projectRowParams,
      body: planPatch[list],
      response: { 200: projectAnswer, ...errorAnswers(400, 401, 403, 404) },
    };
    app.patch(
      `/projects/:id/${list}/:rowId`,
      { schema: updateSchema, onRequest: requireActiveMember },
      async (request, reply) => {
        const { userId } = currentUser(request);
        const project = await ownProject(deps, request.params.id, userId);
        const now = deps.now();
        const values = planColumns(request.body as Record<string, unknown>, now);
        if (!(await deps.projectPlan.update(list, project.id, request.params.rowId, values, now)))
          throw notFound(PROJECT_MESSAGES.rowNotFound);
        reply.header('Cache-Control', 'no-store');
        return makersAnswer(deps, project.id, userId);
      },
    );

    const deleteSchema = {
      summary: `Remove ${NAMES[list]} from your project’s plan`,
      security: BEARER,
      params: projectRowParams,
      response: { 200: projectAnswer, ...errorAnswers(400, 401, 403, 404) },
    };
    app.delete(
      `/projects/:id/${list}/:rowId`,
      { schema: deleteSchema, onRequest: requireActiveMember },
      async (request, reply) => {
        const { userId } = currentUser(request);
        const project = await ownProject(deps, request.params.id, userId);
        if (!(await deps.projectPlan.remove(list, project.id, request.params.rowId, deps.now())))
          throw notFound(PROJECT_MESSAGES.rowNotFound);
        reply.header('Cache-Control', 'no-store');
        return makersAnswer(deps, project.id, userId);
      },
    );
  }
}
