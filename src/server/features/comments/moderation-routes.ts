import type { FastifyInstance } from 'fastify';
import { COMMENT_MESSAGES, commentIdParams, commentReportBody } from '../../../shared/api/comments';
import { reportRoute } from '../../lib/report-route';
import { hideRoute } from '../../plugins/hide-route';
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
  const { deps } = server;
  hideRoute(server, {
    url: '/comments/:commentId',
    kind: 'comment',
    params: commentIdParams,
    summaries: {
      hide: 'Hide a comment from everyone but its author (organisers only; audited)',
      unhide: 'Show a hidden comment again (organisers only; audited)',
    },
    find: ({ commentId }) => deps.comments.one(commentId),
    describe: (row) => ({
      owner:
        row.author_id !== null && row.username !== null
          ? { id: row.author_id, username: row.username }
          : null,
      detail: `comment ${row.id} on ${row.subject_kind} ${row.subject_id}: ${row.body.replace(/\s+/g, ' ').slice(0, 80)}`,
    }),
    setHidden: (trx, row, at) => deps.comments.setHidden(trx, row.id, at),
    after: (row) => announceThread(deps, { kind: row.subject_kind, id: row.subject_id }),
    messages: {
      notFound: COMMENT_MESSAGES.notFound,
      hidden: COMMENT_MESSAGES.hidden,
      shown: COMMENT_MESSAGES.shown,
    },
  });
}
