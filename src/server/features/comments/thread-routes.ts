import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  comment,
  commentSubjectParams,
  commentThreadAnswer,
  commentThreadQuery,
  newCommentBody,
} from '../../../shared/api/comments';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { badRequest, forbidden, notFound } from '../../http-error';
import { sendPrivateAnswer } from '../../plugins/answer-cache';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { countComment, maySetPolicy, mentionableMembers, visibleSubject } from './access';
import { announceThread, commentNotices, queueCommentNotices } from './notify';
import { presentComments, presentOne } from './present';

/** The `after` cursor: the last top-level comment's id; anything else starts at the beginning. */
const afterId = (after: string | undefined) => (after && /^\d{1,10}$/.test(after) ? Number(after) : 0);

/**
 * A thing's thread: GET /api/comments/{kind}/{id} (whoever may see the thing; per viewer, so
 * no-store) and POST (an active member who may see it, while comments are on for members).
 */
export async function commentThreadRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const readSchema = {
    summary: `A thing’s comments as the viewer may see them, oldest first (${COMMENT_LIMITS.page} top-level comments a page with their replies; pass \`next\` as \`after\`)`,
    description:
      'Kinds: event, con, project-entry, tutorial (numeric ids), album-photo. Comments of members a block stands between with the viewer, or whom the viewer muted, are left out. 404 when the viewer may not see the thing.',
    params: commentSubjectParams,
    querystring: commentThreadQuery,
    response: { 200: commentThreadAnswer, ...errorAnswers(400, 404) },
  };
  app.get('/comments/:kind/:id', { schema: readSchema }, async (request, reply) => {
    const { kind, id } = request.params;
    const viewer = await optionalUser(request);
    const viewerId = viewer?.userId ?? null;
    const subject = await visibleSubject(deps, kind, id, viewerId);
    const policy = await deps.comments.policy(kind, id);
    const shown = policy === 'open' || (policy === 'members' && viewerId !== null);
    const answer = {
      policy,
      canComment: viewerId !== null && policy !== 'off' && subject.viewerMayWrite !== false,
      canSetPolicy: maySetPolicy(subject, viewer),
    };
    if (!shown)
      return sendPrivateAnswer(request, reply, commentThreadAnswer, {
        ...answer,
        total: 0,
        comments: [],
        next: null,
      });
    const rows = await deps.comments.page(
      kind,
      id,
      viewerId,
      afterId(request.query.after),
      COMMENT_LIMITS.page + 1,
    );
    const top = rows.slice(0, COMMENT_LIMITS.page);
    const [replies, total] = await Promise.all([
      deps.comments.replies(
        top.map((r) => r.id),
        viewerId,
      ),
      deps.comments.total(kind, id, viewerId),
    ]);
    const last = top.at(-1);
    return sendPrivateAnswer(request, reply, commentThreadAnswer, {
      ...answer,
      total,
      comments: await presentComments(deps, top, replies, viewerId),
      next: rows.length > COMMENT_LIMITS.page && last ? String(last.id) : null,
    });
  });

  const writeSchema = {
    summary:
      'Comment on a thing, or reply to one of its top-level comments (Markdown; limited per member per hour)',
    description:
      'COMMENTS_PER_MEMBER_HOUR limits new comments: 429 with Retry-After. 404 when the writer may not see the thing (or a block stands between them and its owner); 403 when comments are off.',
    security: BEARER,
    params: commentSubjectParams,
    body: newCommentBody,
    response: { 201: comment, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post(
    '/comments/:kind/:id',
    { schema: writeSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { userId } = currentUser(request);
      const subject = await visibleSubject(deps, kind, id, userId);
      if (subject.viewerMayWrite === false) throw forbidden(COMMENT_MESSAGES.groupMembersOnly);
      if ((await deps.comments.policy(kind, id)) === 'off') throw forbidden(COMMENT_MESSAGES.off);
      let parentAuthorId: number | null = null;
      const parentId = request.body.parentId ?? null;
      if (parentId !== null) {
        // A comment the writer may not see (a block, a mute, hidden) is not there for them.
        const parent = await deps.comments.shownOne(parentId, userId);
        if (!parent) throw notFound(COMMENT_MESSAGES.notFound);
        const full = await deps.comments.one(parentId);
        if (!full || full.subject_kind !== kind || full.subject_id !== id || full.deleted_at !== null)
          throw badRequest(COMMENT_MESSAGES.parentNotHere);
        if (full.parent_id !== null) throw badRequest(COMMENT_MESSAGES.replyToReply);
        parentAuthorId = full.author_id;
      }
      await countComment(deps, userId);
      const body = request.body.body;
      const mentioned = await mentionableMembers(deps, body, userId, subject);
      const notices = await commentNotices(deps, subject, { authorId: userId, parentAuthorId, mentioned });
      const commentId = await deps.transaction(async (trx) => {
        const newId = await deps.comments.insert(
          trx,
          { kind, id, parentId, authorId: userId, body },
          mentioned,
          deps.now(),
        );
        await queueCommentNotices(deps, trx, subject, { id: newId, authorId: userId }, notices);
        return newId;
      });
      announceThread(deps, subject);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(await presentOne(deps, commentId, userId));
    },
  );
}
