import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  stepBody,
  stepOrderBody,
  TUTORIAL_LIMITS,
  TUTORIAL_MESSAGES,
  tutorialAnswer,
  tutorialIdParams,
  tutorialStepParams,
  updateStepBody,
} from '../../../shared/api/tutorials';
import type { StepChange } from '../../db/tutorial-step-writes';
import { badRequest, notFound } from '../../http-error';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { makersTutorial, ownTutorial, projectPhotoIds } from './tutorial-access';

/**
 * A tutorial's steps: added at the end (at most TUTORIAL_LIMITS.steps), changed, deleted (the
 * positions close up) and put in a new order. Only the maker writes; every write answers the
 * whole tutorial.
 */
export async function tutorialStepRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const response = { 200: tutorialAnswer, ...errorAnswers(400, 401, 403, 404) };

  const addSchema = {
    summary: 'Add a step at the end of your tutorial',
    security: BEARER,
    params: tutorialIdParams,
    body: stepBody,
    response,
  };
  app.post('/tutorials/:id/steps', { schema: addSchema, onRequest: requireActiveMember }, async (request) => {
    const { userId } = currentUser(request);
    const tutorial = await ownTutorial(deps, request.params.id, userId);
    const { title, body, calculator, photoIds } = request.body;
    const photos = await projectPhotoIds(deps, tutorial.projectId, photoIds);
    const step = { entry_id: null, title, body, calculator, photoIds: photos };
    if (!(await deps.tutorials.addStep(tutorial.id, step, TUTORIAL_LIMITS.steps, deps.now())))
      throw badRequest(TUTORIAL_MESSAGES.tooManySteps);
    return makersTutorial(deps, tutorial.id, userId);
  });

  const updateSchema = {
    summary: 'Change a step of your tutorial (any of its fields)',
    security: BEARER,
    params: tutorialStepParams,
    body: updateStepBody,
    response,
  };
  app.patch(
    '/tutorials/:id/steps/:stepId',
    { schema: updateSchema, onRequest: requireActiveMember },
    async (request) => {
      const { userId } = currentUser(request);
      const tutorial = await ownTutorial(deps, request.params.id, userId);
      const { title, body, calculator, photoIds } = request.body;
      const change: StepChange = {};
      if (title !== undefined) change.title = title;
      if (body !== undefined) change.body = body;
      if (calculator !== undefined) change.calculator = calculator;
      if (photoIds !== undefined) change.photoIds = await projectPhotoIds(deps, tutorial.projectId, photoIds);
      if (!(await deps.tutorials.updateStep(tutorial.id, request.params.stepId, change, deps.now())))
        throw notFound(TUTORIAL_MESSAGES.stepNotFound);
      return makersTutorial(deps, tutorial.id, userId);
    },
  );

  const deleteSchema = {
    summary: 'Delete a step of your tutorial (the steps after it move up)',
    security: BEARER,
    params: tutorialStepParams,
    response,
  };
  app.delete(
    '/tutorials/:id/steps/:stepId',
    { schema: deleteSchema, onRequest: requireActiveMember },
    async (request) => {
      const { userId } = currentUser(request);
      const tutorial = await ownTutorial(deps, request.params.id, userId);
      if (!(await deps.tutorials.removeStep(tutorial.id, request.params.stepId, deps.now())))
        throw notFound(TUTORIAL_MESSAGES.stepNotFound);
      return makersTutorial(deps, tutorial.id, userId);
    },
  );

  const orderSchema = {
    summary: 'Put your tutorial’s steps in a new order (every step id once)',
    security: BEARER,
    params: tutorialIdParams,
    body: stepOrderBody,
    response,
  };
  app.put(
    '/tutorials/:id/order',
    { schema: orderSchema, onRequest: requireActiveMember },
    async (request) => {
      const { userId } = currentUser(request);
      const tutorial = await ownTutorial(deps, request.params.id, userId);
      if (!(await deps.tutorials.reorder(tutorial.id, request.body.stepIds, deps.now())))
        throw badRequest(TUTORIAL_MESSAGES.badOrder);
      return makersTutorial(deps, tutorial.id, userId);
    },
  );
}
