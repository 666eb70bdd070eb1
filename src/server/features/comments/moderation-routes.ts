import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { COMMENT_MESSAGES, commentIdParams, commentReportBody } from '../../../shared/api/comments';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { notFound } from '../../http-error';
import { reportRoute } from '../../lib/report-route';
import { actAsOrganiser } from '../../plugins/organiser-acts';
import { visibleSubject } from './access';
import { announceThread } from './notify';

/**
 * POST /api/comments/{commentId}/reports: a member reports a comment they can see (in a thread
 * they can see); the report is about its author and the organisers' queue names the comment, its
 * text and its thread (db/report-comment-subjects.ts).
 */
export async function commentReportRoutes(server: FastifyInstance): Promise<void> {
  const { deps } = server;
  reportRoute(server, {
    url: '/comments/:commentId/reports',
    summary: 'Report a comment to the organisers (a few reports per hour, all kinds together)',
    description:
      'The report is about the comment’s author; the organisers’ queue names the comment and its thread.',
    params: commentIdParams,
    body: commentReportBody,
    kind: 'comment',
    findShown: async ({ commentId }, reporterId) => {
      const shown = await deps.comments.shownOne(commentId, reporterId);
      // A former member's comment has nobody to report (organisers still hide it from the thread).
      if (!shown || shown.deleted_at !== null || shown.author_id === null) return undefined;
      await visibleSubject(deps, shown.subject_kind, shown.subject_id, reporterId);
      return { ownerId: shown.author_id, subject: shown.id };
    },
    messages: { notFound: COMMENT_MESSAGES.notFound, own: COMMENT_MESSAGES.reportOwn },
  });
}

/**
 * POST /api/organisers/comments/{commentId}/hide|unhide (the organisers' scope): a hidden comment
 * shows to its author only. Through actAsOrganiser, so the audit entry (`comment.hide`,
 * `comment.unhide`) is written in the change's transaction; a change that changes nothing is not
 * audited.
 */
export async function commentOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  for (const hide of [true, false]) {
    const verb = hide ? 'hide' : 'unhide';
    const schema = {
      summary: hide
        ? 'Hide a comment from everyone but its author (organisers only; audited)'
        : 'Show a hidden comment again (organisers only; audited)',
      security: BEARER,
      params: commentIdParams,
      response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
    };
    app.post(`/comments/:commentId/${verb}`, { schema }, async (request) => {
      const row = await deps.comments.one(request.params.commentId);
      if (!row) throw notFound(COMMENT_MESSAGES.notFound);
      const excerpt = row.body.replace(/\s+/g, ' ').slice(0, 80);
      const audit = await actAsOrganiser(
        request,
        {
          action: `comment.${verb}`,
          owner:
            row.author_id !== null && row.username !== null
              ? { id: row.author_id, username: row.username }
              : null,
          detail: `comment ${row.id} on ${row.subject_kind} ${row.subject_id}: ${excerpt}`,
        },
        deps.now,
      );
      await deps.transaction(async (trx) => {
        if (await deps.comments.setHidden(trx, row.id, hide ? deps.now() : null)) await audit.record(trx);
      });
      announceThread(deps, { kind: row.subject_kind, id: row.subject_id });
      return { message: hide ? COMMENT_MESSAGES.hidden : COMMENT_MESSAGES.shown };
    });
  }
}
