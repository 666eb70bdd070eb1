import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import {
  COMMENT_MESSAGES,
  comment,
  commentIdParams,
  commentPolicyBody,
  commentSubjectParams,
  editCommentBody,
} from '../../../shared/api/comments';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http-error';
import { currentUser, requireActiveMember, requireUser } from '../../plugins/auth';
import { actAsOrganiser, OWN_CHANGE } from '../../plugins/organiser-acts';
import { mentionableMembers, ownsSubject, visibleSubject } from './access';
import { announceThread, commentNotices, queueCommentNotices } from './notify';
import { presentOne } from './present';

/** The member's own comment (not a deleted placeholder): 404 when they may not see it, 403 when another's. */
async function ownComment(deps: AppDeps, commentId: number, userId: number) {
  const shown = await deps.comments.shownOne(commentId, userId);
  const row = shown && (await deps.comments.one(commentId));
  if (!row || row.deleted_at !== null) throw notFound(COMMENT_MESSAGES.notFound);
  if (row.author_id !== userId) throw forbidden(COMMENT_MESSAGES.notYours);
  return row;
}

/** Edit and delete one's comment; the thing's owner (organisers for a con page) sets who may comment. */
export async function commentChangeRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const editSchema = {
    summary: 'Change your comment’s text (it shows as edited)',
    security: BEARER,
    params: commentIdParams,
    body: editCommentBody,
    response: { 200: comment, ...errorAnswers(400, 401, 403, 404) },
  };
  app.patch(
    '/comments/:commentId',
    { schema: editSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const row = await ownComment(deps, request.params.commentId, userId);
      const subject = await visibleSubject(deps, row.subject_kind, row.subject_id, userId);
      const body = request.body.body;
      const mentioned = await mentionableMembers(deps, body, userId, subject);
      const before = new Set((await deps.comments.mentionsOf([row.id])).map((m) => m.username.toLowerCase()));
      const named = await deps.comments.membersNamed([...before]);
      const already = new Set(named.map((m) => m.id));
      // Only members named for the first time hear of it: an edit is not a new comment.
      const fresh = mentioned.filter((id) => !already.has(id));
      const notices = await commentNotices(
        deps,
        subject,
        { authorId: userId, parentAuthorId: null, mentioned: fresh },
        { onlyMentions: true },
      );
      await deps.transaction(async (trx) => {
        await deps.comments.edit(trx, row.id, body, mentioned, deps.now());
        await queueCommentNotices(deps, trx, subject, { id: row.id, authorId: userId }, notices);
      });
      announceThread(deps, subject);
      reply.header('Cache-Control', 'no-store');
      return presentOne(deps, row.id, userId);
    },
  );

  const deleteSchema = {
    summary: 'Delete your comment (one with replies stays as a “deleted” placeholder)',
    security: BEARER,
    params: commentIdParams,
    response: { 200: messageResponse, ...errorAnswers(401, 403, 404) },
  };
  // Any signed-in author, even a suspended one, may take their words back.
  app.delete('/comments/:commentId', { schema: deleteSchema, onRequest: requireUser }, async (request) => {
    const { userId } = currentUser(request);
    const row = await ownComment(deps, request.params.commentId, userId);
    await deps.transaction((trx) => deps.comments.remove(trx, row.id, deps.now()));
    announceThread(deps, { kind: row.subject_kind, id: row.subject_id });
    return { message: COMMENT_MESSAGES.deleted };
  });

  const policySchema = {
    summary: 'Choose who may comment on your thing: everyone who sees it, members only, or nobody',
    description:
      'The owner: an event’s host, a log entry’s or tutorial’s maker, an album’s photographer. A con page’s, and anyone else’s thing, only organisers (with a passkey; audited).',
    security: BEARER,
    params: commentSubjectParams,
    body: commentPolicyBody,
    response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
  };
  app.put(
    '/comments/:kind/:id/policy',
    { schema: policySchema, onRequest: requireActiveMember },
    async (request) => {
      const { kind, id } = request.params;
      const user = currentUser(request);
      const subject = await visibleSubject(deps, kind, id, user.userId);
      let audit = OWN_CHANGE;
      // A group's owner and moderators choose its discussion's policy as its own (issue 38).
      if (!ownsSubject(subject, user.userId) && subject.viewerModerates !== true) {
        if (user.role !== 'organiser') throw forbidden(COMMENT_MESSAGES.notOwner);
        const owner = subject.ownerId === null ? undefined : await deps.users.findById(subject.ownerId);
        audit = await actAsOrganiser(
          request,
          {
            action: 'comments.policy',
            owner: owner ? { id: owner.id, username: owner.username } : null,
            detail: `comments on ${kind} ${id} (${subject.title}): ${request.body.policy}`,
          },
          deps.now,
        );
      }
      await deps.transaction(async (trx) => {
        if (await deps.comments.setPolicy(trx, kind, id, request.body.policy)) await audit.record(trx);
      });
      announceThread(deps, subject);
      return { message: COMMENT_MESSAGES.policySaved };
    },
  );
}
