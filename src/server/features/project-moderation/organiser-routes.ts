import type { FastifyInstance } from 'fastify';
import {
  moderatedEntryParams,
  moderatedProjectParams,
  PROJECT_REPORT_MESSAGES,
} from '../../../shared/api/project-reports';
import { PROJECT_MESSAGES } from '../../../shared/api/projects';
import { hideRoute } from '../../plugins/hide-route';
import { tutorialOrganiserRoutes } from './tutorial-organiser-routes';

/**
 * An organiser hides a member's project or one of its log entries (a reported one), or shows it
 * again: POST /api/organisers/projects/{id}/hide|unhide and
 * /api/organisers/projects/{id}/entries/{rowId}/hide|unhide. In the organisers' scope; through
 * actAsOrganiser, so the audit entry (`project.hide`, `project.unhide`, `project-entry.hide`,
 * `project-entry.unhide`) is written in the change's transaction. A hidden project or entry stays
 * for its maker only (db/project-visibility.ts). Hiding what is hidden already, or showing what
 * shows, changes nothing and is not audited. Tutorials: tutorial-organiser-routes.ts.
 */
export async function projectOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;
  const repo = deps.projectModeration;
  await server.register(tutorialOrganiserRoutes);

  hideRoute(server, {
    url: '/projects/:id',
    kind: 'project',
    params: moderatedProjectParams,
    summaries: {
      hide: 'Hide a member’s project from everyone but its maker (organisers only; audited)',
      unhide: 'Show a hidden project again (organisers only; audited)',
    },
    find: ({ id }) => repo.project(id),
    describe: (project) => ({
      owner: { id: project.ownerId, username: project.ownerUsername },
      detail: `project ${project.id}: ${project.title}`,
    }),
    setHidden: (trx, project, at) => repo.setProjectHidden(trx, project.id, at),
    messages: {
      notFound: PROJECT_MESSAGES.notFound,
      hidden: PROJECT_REPORT_MESSAGES.projectHidden,
      shown: PROJECT_REPORT_MESSAGES.projectShown,
    },
  });

  hideRoute(server, {
    url: '/projects/:id/entries/:rowId',
    kind: 'project-entry',
    params: moderatedEntryParams,
    summaries: {
      hide: 'Hide a project’s log entry from everyone but its maker (organisers only; audited)',
      unhide: 'Show a hidden log entry again (organisers only; audited)',
    },
    find: ({ id, rowId }) => repo.entry(id, rowId),
    describe: (entry) => ({
      owner: { id: entry.ownerId, username: entry.ownerUsername },
      detail: `log entry ${entry.entryId} of ${entry.entryDate} in project ${entry.id}: ${entry.title}`,
    }),
    setHidden: (trx, entry, at) => repo.setEntryHidden(trx, entry.entryId, at),
    messages: {
      notFound: PROJECT_MESSAGES.entryNotFound,
      hidden: PROJECT_REPORT_MESSAGES.entryHidden,
      shown: PROJECT_REPORT_MESSAGES.entryShown,
    },
  });
}
