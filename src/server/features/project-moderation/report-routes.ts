import type { FastifyInstance } from 'fastify';
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
import { reportRoute } from '../../lib/report-route';

/**
 * POST /api/projects/{id}/reports, /api/projects/{id}/entries/{rowId}/reports and
 * /api/tutorials/{id}/reports: a member reports a project, one of its log entries or its tutorial,
 * that they can see; the report is about its maker and the organisers' queue names it. What they
 * cannot see (another's draft tutorial, a hidden one) is simply not found, as everywhere.
 */
export async function projectReportRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;

  reportRoute(server, {
    url: '/projects/:id/reports',
    summary: 'Report a costume project to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the project’s maker; the organisers’ queue names the project.',
    params: moderatedProjectParams,
    body: projectReportBody,
    kind: 'project',
    findShown: async ({ id }, reporterId) => {
      const project = await deps.projectModeration.visibleProject(reporterId, id);
      return project && { ownerId: project.ownerId, subject: project.id };
    },
    messages: { notFound: PROJECT_MESSAGES.notFound, own: PROJECT_REPORT_MESSAGES.reportOwnProject },
  });

  reportRoute(server, {
    url: '/projects/:id/entries/:rowId/reports',
    summary: 'Report a project’s log entry to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the project’s maker; the organisers’ queue names the entry.',
    params: moderatedEntryParams,
    body: projectEntryReportBody,
    kind: 'project-entry',
    findShown: async ({ id, rowId }, reporterId) => {
      const entry = await deps.projectModeration.visibleEntry(reporterId, id, rowId);
      return entry && { ownerId: entry.ownerId, subject: entry.entryId };
    },
    messages: { notFound: PROJECT_MESSAGES.entryNotFound, own: PROJECT_REPORT_MESSAGES.reportOwnEntry },
  });

  reportRoute(server, {
    url: '/tutorials/:id/reports',
    summary: 'Report a tutorial to the organisers (a few reports per hour, all kinds together)',
    description: 'The report is about the tutorial’s maker; the organisers’ queue names the tutorial.',
    params: tutorialIdParams,
    body: tutorialReportBody,
    kind: 'tutorial',
    findShown: async ({ id }, reporterId) => {
      const tutorial = await deps.tutorials.one(id, reporterId);
      return tutorial && { ownerId: tutorial.owner_id, subject: tutorial.id };
    },
    messages: { notFound: TUTORIAL_MESSAGES.notFound, own: PROJECT_REPORT_MESSAGES.reportOwnTutorial },
  });
}
