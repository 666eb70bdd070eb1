import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { projectIdParams } from '../../../shared/api/projects';
import { projectTutorialLink } from '../../../shared/api/tutorial-links';
import {
  createTutorialBody,
  TUTORIAL_MESSAGES,
  tutorialAnswer,
  tutorialIdParams,
  tutorialListAnswer,
  tutorialListQuery,
  updateTutorialBody,
} from '../../../shared/api/tutorials';
import type { NewStep } from '../../db/tutorial-step-writes';
import { badRequest, HttpError, notFound } from '../../http-error';
import { queueFollowerNews } from '../../notify/follower-news';
import { sendPrivateAnswer } from '../../plugins/answer-cache';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { makersTutorial, ownProjectForTutorial, ownTutorial } from './tutorial-access';
import { presentTutorialSummaries, tutorialAnswerFor } from './tutorial-answer';

const LIST_SIZE = 20;

/**
 * Tutorials (issue 36 item 6): "publish as tutorial" makes a draft from chosen log entries; its
 * maker edits and publishes it; others see it once published, as far as they may see the project.
 * Answers depend on the viewer: no-store on every one.
 */
export async function tutorialRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const createSchema = {
    summary: 'Make a draft tutorial of your project from chosen log entries (oldest entry first)',
    security: BEARER,
    params: projectIdParams,
    body: createTutorialBody,
    response: { 201: tutorialAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  };
  app.post(
    '/projects/:id/tutorial',
    { schema: createSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const project = await ownProjectForTutorial(deps, request.params.id, userId);
      const { title, intro, entryIds } = request.body;
      const wanted = [...new Set(entryIds)];
      const entries = await deps.tutorials.entriesOf(project.id, wanted);
      if (entries.length !== wanted.length) throw badRequest(TUTORIAL_MESSAGES.notThisProject);
      const photos = await deps.projectPhotos.ofEntries(wanted);
      const steps: NewStep[] = entries.map((e) => ({
        entry_id: Number(e.id),
        title: '',
        body: e.body,
        calculator: null,
        photoIds: photos.filter((p) => Number(p.entry_id) === Number(e.id)).map((p) => p.id),
      }));
      const id = await deps.tutorials.create(project.id, { title, intro }, steps, deps.now());
      if (id === undefined) throw new HttpError(409, TUTORIAL_MESSAGES.exists);
      return reply.code(201).send(await makersTutorial(deps, id, userId));
    },
  );

  const linkSchema = {
    summary: 'Whether a project has a tutorial you may see (its maker sees a draft too)',
    params: projectIdParams,
    response: { 200: projectTutorialLink, ...errorAnswers(400, 404) },
  };
  app.get('/projects/:id/tutorial', { schema: linkSchema }, async (request) => {
    const viewerId = (await optionalUser(request))?.userId ?? null;
    const row = await deps.tutorials.ofProject(request.params.id, viewerId);
    if (!row) throw notFound(TUTORIAL_MESSAGES.notFound);
    return { id: Number(row.id), published: row.published_at !== null };
  });

  const listSchema = {
    summary: 'Published tutorials you may see, newest first (20); filter by calculator or technique',
    querystring: tutorialListQuery,
    response: { 200: tutorialListAnswer, ...errorAnswers(400) },
  };
  app.get('/tutorials', { schema: listSchema }, async (request) => {
    const viewerId = (await optionalUser(request))?.userId ?? null;
    const rows = await deps.tutorials.list(viewerId, request.query, LIST_SIZE);
    return { tutorials: await presentTutorialSummaries(deps, rows) };
  });

  const readSchema = {
    summary: 'A tutorial with its materials and steps (others see it once published)',
    params: tutorialIdParams,
    response: { 200: tutorialAnswer, ...errorAnswers(400, 404) },
  };
  app.get('/tutorials/:id', { schema: readSchema }, async (request, reply) => {
    const viewer = await optionalUser(request);
    const answer = await tutorialAnswerFor(deps, request.params.id, viewer?.userId ?? null);
    if (!answer) throw notFound(TUTORIAL_MESSAGES.notFound);
    return sendPrivateAnswer(request, reply, tutorialAnswer, answer);
  });

  const updateSchema = {
    summary: 'Change your tutorial: title, introduction, published (false takes it back to a draft)',
    security: BEARER,
    params: tutorialIdParams,
    body: updateTutorialBody,
    response: { 200: tutorialAnswer, ...errorAnswers(400, 401, 403, 404) },
  };
  app.patch('/tutorials/:id', { schema: updateSchema, onRequest: requireActiveMember }, async (request) => {
    const { userId } = currentUser(request);
    const tutorial = await ownTutorial(deps, request.params.id, userId);
    const { title, intro, published } = request.body;
    const change = Object.fromEntries(
      Object.entries({ title, intro, published }).filter(([, v]) => v !== undefined),
    );
    await deps.tutorials.update(tutorial.id, change, deps.now());
    if (published === true)
      await queueFollowerNews(deps, userId, {
        type: 'followed-tutorial',
        projectId: tutorial.projectId,
        tutorialId: tutorial.id,
      });
    return makersTutorial(deps, tutorial.id, userId);
  });

  const deleteSchema = {
    summary: 'Delete your tutorial (the project and its log stay)',
    security: BEARER,
    params: tutorialIdParams,
    response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
  };
  app.delete(
    '/tutorials/:id',
    { schema: deleteSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const tutorial = await ownTutorial(deps, request.params.id, userId);
      await deps.tutorials.remove(tutorial.id);
      return reply.code(204).send(null);
    },
  );
}
