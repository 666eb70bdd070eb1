import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  moderatedEntryParams,
  moderatedProjectParams,
  PROJECT_REPORT_MESSAGES,
} from '../../../shared/api/project-reports';
import { PROJECT_MESSAGES } from '../../../shared/api/projects';
import { notFound } from '../../http-error';
import { actAsOrganiser } from '../../plugins/organiser-acts';
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
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const repo = deps.projectModeration;
  const response = { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) };
  await server.register(tutorialOrganiserRoutes);

  for (const hide of [true, false]) {
    const verb = hide ? 'hide' : 'unhide';
    const projectSchema = {
      summary: hide
        ? 'Hide a member’s project from everyone but its maker (organisers only; audited)'
        : 'Show a hidden project again (organisers only; audited)',
      security: BEARER,
      params: moderatedProjectParams,
      response,
    };
    app.post(`/projects/:id/${verb}`, { schema: projectSchema }, async (request) => {
      const project = await repo.project(request.params.id);
      if (!project) throw notFound(PROJECT_MESSAGES.notFound);
      const audit = await actAsOrganiser(
        request,
        {
          action: `project.${verb}`,
          owner: { id: project.ownerId, username: project.ownerUsername },
          detail: `project ${project.id}: ${project.title}`,
        },
        deps.now,
      );
      await deps.transaction(async (trx) => {
        if (await repo.setProjectHidden(trx, project.id, hide ? deps.now() : null)) await audit.record(trx);
      });
      return { message: hide ? PROJECT_REPORT_MESSAGES.projectHidden : PROJECT_REPORT_MESSAGES.projectShown };
    });

    const entrySchema = {
      summary: hide
        ? 'Hide a project’s log entry from everyone but its maker (organisers only; audited)'
        : 'Show a hidden log entry again (organisers only; audited)',
      security: BEARER,
      params: moderatedEntryParams,
      response,
    };
    app.post(`/projects/:id/entries/:rowId/${verb}`, { schema: entrySchema }, async (request) => {
      const entry = await repo.entry(request.params.id, request.params.rowId);
      if (!entry) throw notFound(PROJECT_MESSAGES.entryNotFound);
      const audit = await actAsOrganiser(
        request,
        {
          action: `project-entry.${verb}`,
          owner: { id: entry.ownerId, username: entry.ownerUsername },
          detail: `log entry ${entry.entryId} of ${entry.entryDate} in project ${entry.id}: ${entry.title}`,
        },
        deps.now,
      );
      await deps.transaction(async (trx) => {
        if (await repo.setEntryHidden(trx, entry.entryId, hide ? deps.now() : null)) await audit.record(trx);
      });
      return { message: hide ? PROJECT_REPORT_MESSAGES.entryHidden : PROJECT_REPORT_MESSAGES.entryShown };
    });
  }
}
