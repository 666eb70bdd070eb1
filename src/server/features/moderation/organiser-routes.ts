import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  AUDIT_MAX_DEPTH,
  actionBody,
  auditPage,
  auditQuery,
  MODERATION_MESSAGES,
  reportQueue,
} from '../../../shared/api/moderation';
import { badRequest } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { moderationActions } from './actions';
import { groupQueue, reportedAlbumPhoto, reportedMessages } from './queue';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Organisers' review queue, moderation actions and the audit log (under /api/organisers, whose
 * scope checks the role before any of these run).
 */
export async function moderationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const repo = deps.moderation;
  const actions = moderationActions(deps);

  const queueSchema = {
    summary: 'Open reports and appeals, grouped by member, oldest first (organisers only)',
    security: BEARER,
    response: { 200: reportQueue, ...errorAnswers(401, 403) },
  };
  app.get('/reports', { schema: queueSchema }, async () => {
    const rows = await repo.openReports();
    const albumPhotos = rows.map(reportedAlbumPhoto).filter((id) => id !== null);
    const [photosLeft, subjects, conversations] = await Promise.all([
      deps.albums.existingPhotoIds(albumPhotos),
      repo.subjectFacts(rows.flatMap((r) => (r.subject ? [r.subject] : []))),
      deps.messageReports.contexts(reportedMessages(rows)),
    ]);
    return groupQueue(rows, deps.imageSigner, photosLeft, subjects, conversations);
  });

  const action = (summary: string, codes: Array<400 | 404 | 409>) => ({
    summary: `${summary} (organisers only; the reason is mailed and kept in the audit log)`,
    security: BEARER,
    params: idParams,
    body: actionBody,
    response: { 200: messageResponse, ...errorAnswers(401, 403, ...codes) },
  });

  app.post(
    '/reports/:id/dismiss',
    { schema: action('Dismiss a report, or decline an appeal', [400, 404]) },
    async (request) => {
      const { appeal } = await actions.dismiss(currentUser(request), request.params.id, request.body.reason);
      return { message: appeal ? MODERATION_MESSAGES.appealDeclined : MODERATION_MESSAGES.dismissed };
    },
  );

  app.post(
    '/reports/:id/hide-photo',
    { schema: action('Hide the reported photo (kept as evidence)', [400, 404, 409]) },
    async (request) => {
      await actions.hidePhoto(currentUser(request), request.params.id, request.body.reason);
      return { message: MODERATION_MESSAGES.photoHidden };
    },
  );

  app.post(
    '/members/:id/suspend',
    { schema: action('Suspend a member: hidden everywhere, signed out, may appeal once', [400, 404, 409]) },
    async (request) => {
      await actions.suspend(currentUser(request), request.params.id, request.body.reason);
      return { message: MODERATION_MESSAGES.memberSuspended };
    },
  );

  app.post(
    '/members/:id/unsuspend',
    { schema: action('Lift a suspension', [400, 404, 409]) },
    async (request) => {
      await actions.unsuspend(currentUser(request), request.params.id, request.body.reason);
      return { message: MODERATION_MESSAGES.memberUnsuspended };
    },
  );

  const auditSchema = {
    summary: 'The audit log, newest first, a page at a time; the total is in X-Total-Count (organisers only)',
    security: BEARER,
    querystring: auditQuery,
    response: { 200: auditPage, ...errorAnswers(400, 401, 403) },
  };
  app.get('/audit', { schema: auditSchema }, async (request, reply) => {
    const { page, limit } = request.query;
    const offset = (page - 1) * limit;
    if (offset >= AUDIT_MAX_DEPTH) throw badRequest(MODERATION_MESSAGES.auditTooDeep);
    const { entries, total } = await deps.audit.list(offset, limit);
    reply.header('x-total-count', String(total));
    return {
      entries: entries.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
      total,
    };
  });
}
