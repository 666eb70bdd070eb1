import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { MODERATION_MESSAGES } from '../../../shared/api/moderation';
import {
  moderatedEntryParams,
  moderatedProjectParams,
  PROJECT_REPORT_MESSAGES,
  projectEntryReportBody,
  projectReportBody,
  tutorialReportBody,
} from '../../../shared/api/project-reports';
import { PROJECT_MESSAGES } from '../../../shared/api/projects';
import { TUTORIAL_MESSAGES, tutorialIdParams } from '../../../shared/api/tutorials';
import { badRequest, notFound } from '../../http-error';
import { countReport, fileReport } from '../../lib/file-report';
import { currentUser, requireActiveMember } from '../../plugins/auth';

/**
 * POST /api/projects/{id}/reports, /api/projects/{id}/entries/{rowId}/reports and
 * /api/tutorials/{id}/reports: a member reports a project, one of its log entries or its tutorial,
 * that they can see; the report is about its maker and the organisers' queue names it. What they
 * cannot see (another's draft tutorial, a hidden one) is simply not found, as everywhere.
 */
export async function projectReportRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const answers = { 201: messageResponse, ...errorAnswers(400, 401, 403, 404, 429) };

  const projectSchema = {
    summary: 'Report a costume project to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the project’s maker; the organisers’ queue names the project.',
    security: BEARER,
    params: moderatedProjectParams,
    body: projectReportBody,
    response: answers,
  };
  app.post(
    '/projects/:id/reports',
    { schema: projectSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const reporter = currentUser(request);
      await countReport(deps, reporter.userId);
      const project = await deps.projectModeration.visibleProject(reporter.userId, request.params.id);
      if (!project) throw notFound(PROJECT_MESSAGES.notFound);
      if (project.ownerId === reporter.userId) throw badRequest(PROJECT_REPORT_MESSAGES.reportOwnProject);
      await fileReport(deps, {
        memberId: project.ownerId,
        reporterId: reporter.userId,
        image: '',
        reason: request.body.reason,
        note: request.body.note,
        subject: { kind: 'project', id: String(project.id) },
      });
      return reply.code(201).send({ message: MODERATION_MESSAGES.reported });
    },
  );

  const entrySchema = {
    summary: 'Report a project’s log entry to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the project’s maker; the organisers’ queue names the entry.',
    security: BEARER,
    params: moderatedEntryParams,
    body: projectEntryReportBody,
    response: answers,
  };
  app.post(
    '/projects/:id/entries/:rowId/reports',
    { schema: entrySchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const reporter = currentUser(request);
      const { id, rowId } = request.params;
      await countReport(deps, reporter.userId);
      const entry = await deps.projectModeration.visibleEntry(reporter.userId, id, rowId);
      if (!entry) throw notFound(PROJECT_MESSAGES.entryNotFound);
      if (entry.ownerId === reporter.userId) throw badRequest(PROJECT_REPORT_MESSAGES.reportOwnEntry);
      await fileReport(deps, {
        memberId: entry.ownerId,
        reporterId: reporter.userId,
        image: '',
        reason: request.body.reason,
        note: request.body.note,
        subject: { kind: 'project-entry', id: String(entry.entryId) },
      });
      return reply.code(201).send({ message: MODERATION_MESSAGES.reported });
    },
  );

  const tutorialSchema = {
    summary: 'Report a tutorial to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the tutorial’s maker; the organisers’ queue names the tutorial.',
    security: BEARER,
    params: tutorialIdParams,
    body: tutorialReportBody,
    response: answers,
  };
  app.post(
    '/tutorials/:id/reports',
    { schema: tutorialSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const reporter = currentUser(request);
      await countReport(deps, reporter.userId);
      const tutorial = await deps.tutorials.one(request.params.id, reporter.userId);
      if (!tutorial) throw notFound(TUTORIAL_MESSAGES.notFound);
      if (tutorial.owner_id === reporter.userId) throw badRequest(PROJECT_REPORT_MESSAGES.reportOwnTutorial);
      await fileReport(deps, {
        memberId: tutorial.owner_id,
        reporterId: reporter.userId,
        image: '',
        reason: request.body.reason,
        note: request.body.note,
        subject: { kind: 'tutorial', id: String(tutorial.id) },
      });
      return reply.code(201).send({ message: MODERATION_MESSAGES.reported });
    },
  );
}
