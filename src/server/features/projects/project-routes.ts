import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  createProjectBody,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  projectAnswer,
  projectIdParams,
  updateProjectBody,
} from '../../../shared/api/projects';
import type { ProjectValues } from '../../db/projects-repo';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http-error';
import { queueFollowerNews } from '../../notify/follower-news';
import { sendPrivateAnswer } from '../../plugins/answer-cache';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { ownProject, requireRealDay } from './access';
import { projectAnswerFor } from './project-answer';

/** The listed con of a slug (its id), null for none; 400 for a slug that names no listed con. */
async function conIdOf(deps: AppDeps, slug: string | null | undefined): Promise<number | null | undefined> {
  if (slug === undefined) return undefined;
  if (slug === null || slug === '') return null;
  const con = await deps.conventions.listedBySlug(slug);
  if (!con) throw badRequest(PROJECT_MESSAGES.noSuchCon);
  return con.id;
}

/** The whole project as its maker sees it after a write. */
export async function makersAnswer(deps: AppDeps, projectId: number, userId: number) {
  const answer = await projectAnswerFor(deps, projectId, userId);
  if (!answer) throw notFound(PROJECT_MESSAGES.notFound);
  return answer;
}

/**
 * A project: made, read, changed and deleted. Reads answer what the viewer may see (404 for a
 * project they may not); only the maker writes (403). Answers depend on the viewer: no-store.
 */
export async function projectRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const createSchema = {
    summary: 'Start a costume project (the target con sets its target date)',
    security: BEARER,
    body: createProjectBody,
    response: { 201: projectAnswer, ...errorAnswers(400, 401, 403) },
  };
  app.post('/projects', { schema: createSchema, onRequest: requireActiveMember }, async (request, reply) => {
    const { userId } = currentUser(request);
    const body = request.body;
    requireRealDay(body.targetDate);
    const conventionId = await conIdOf(deps, body.conSlug);
    const now = deps.now();
    const id = await deps.projects.create(
      userId,
      {
        title: body.title,
        character: body.character,
        series: body.series,
        kind: body.kind,
        status: body.status,
        visibility: body.visibility,
        description: body.description,
        convention_id: conventionId ?? null,
        target_date: body.targetDate,
        budget_cents: body.budgetCents,
        finished_at: body.status === 'done' ? now : null,
      },
      PROJECT_LIMITS.projects,
      now,
    );
    if (id === undefined) throw badRequest(PROJECT_MESSAGES.tooManyProjects);
    // Followers hear of a project others may see (the job checks it again when it runs).
    if (body.visibility !== 'private') await tellFollowers(deps, userId, id);
    reply.header('Cache-Control', 'no-store');
    return reply.code(201).send(await makersAnswer(deps, id, userId));
  });

  const readSchema = {
    summary: 'A costume project with its plan, totals and pacing (as the viewer may see it)',
    params: projectIdParams,
    response: { 200: projectAnswer, ...errorAnswers(400, 404) },
  };
  app.get('/projects/:id', { schema: readSchema }, async (request, reply) => {
    const viewer = await optionalUser(request);
    const answer = await projectAnswerFor(deps, request.params.id, viewer?.userId ?? null);
    if (!answer) throw notFound(PROJECT_MESSAGES.notFound);
    return sendPrivateAnswer(request, reply, projectAnswer, answer);
  });

  const updateSchema = {
    summary: 'Change your project (any of its fields)',
    security: BEARER,
    params: projectIdParams,
    body: updateProjectBody,
    response: { 200: projectAnswer, ...errorAnswers(400, 401, 403, 404) },
  };
  app.patch(
    '/projects/:id',
    { schema: updateSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const project = await ownProject(deps, request.params.id, userId);
      const body = request.body;
      requireRealDay(body.targetDate);
      if (body.coverPhotoId) {
        const photo = await deps.projectPhotos.ownerOf(body.coverPhotoId);
        if (photo?.project_id !== project.id) throw badRequest(PROJECT_MESSAGES.notYourPhoto);
      }
      const conventionId = await conIdOf(deps, body.conSlug);
      const now = deps.now();
      const values: ProjectValues = {
        title: body.title,
        character: body.character,
        series: body.series,
        kind: body.kind,
        status: body.status,
        visibility: body.visibility,
        description: body.description,
        convention_id: conventionId,
        target_date: body.targetDate,
        budget_cents: body.budgetCents,
        cover_photo_id: body.coverPhotoId,
      };
      // Marked done: it joins the portfolio now; taken back: it leaves it.
      if (body.status === 'done' && project.status !== 'done') values.finished_at = now;
      if (body.status !== undefined && body.status !== 'done') values.finished_at = null;
      const change = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      if (!(await deps.projects.update(project.id, userId, change, now)))
        throw notFound(PROJECT_MESSAGES.notFound);
      // A project kept to its maker and now shown: its followers hear of it as of a new one.
      if (project.visibility === 'private' && body.visibility !== undefined && body.visibility !== 'private')
        await tellFollowers(deps, userId, project.id);
      reply.header('Cache-Control', 'no-store');
      return makersAnswer(deps, project.id, userId);
    },
  );

  const deleteSchema = {
    summary: 'Delete your project with its plan, log and photos',
    security: BEARER,
    params: projectIdParams,
    response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
  };
  app.delete(
    '/projects/:id',
    { schema: deleteSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const project = await ownProject(deps, request.params.id, userId);
      if (!(await deps.projects.remove(project.id, userId))) throw notFound(PROJECT_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );
}

/** Followers hear of the project once, however often it is made private and shown again in a day. */
function tellFollowers(deps: AppDeps, makerId: number, projectId: number): Promise<void> {
  return queueFollowerNews(
    deps,
    makerId,
    { type: 'followed-project', projectId },
    { dedupeKey: `followed-project:${projectId}` },
  );
}
