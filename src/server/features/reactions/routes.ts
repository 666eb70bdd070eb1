import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  REACTION_MESSAGES,
  REACTION_NAMES,
  type ReactionSubjectKind,
  reactionChangeAnswer,
  reactionParams,
  reactionSubjectParams,
  reactionWhoAnswer,
} from '../../../shared/api/reactions';
import { displayName } from '../../../shared/profile/display-name';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http-error';
import { sendPrivateAnswer } from '../../plugins/answer-cache';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { reserveOrExplain } from '../../rate-limit/refusal';

/** Counts a reaction given or taken back (REACTIONS_PER_MEMBER_MINUTE). */
async function countReaction(deps: AppDeps, userId: number): Promise<void> {
  await reserveOrExplain(
    deps.limits,
    [{ key: `reaction:${userId}`, rule: deps.config.rateLimits.reactionsPerUser }],
    'You have reacted many times in a short time.',
  );
}

/**
 * Whether the member may react to the thing: they may see it and no block stands between them and
 * its owner (comment-subjects.ts); for a comment, they see the comment (not deleted; its author
 * neither blocked nor muted) in a thread they may see and read.
 */
async function reactable(
  deps: AppDeps,
  kind: ReactionSubjectKind,
  id: string,
  userId: number | null,
): Promise<boolean> {
  if (kind !== 'comment') return (await deps.comments.subjects.find(kind, id, userId)) !== undefined;
  if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return false;
  const shown = await deps.comments.shownOne(Number(id), userId);
  if (!shown || shown.deleted_at !== null) return false;
  if (!(await deps.comments.subjects.find(shown.subject_kind, shown.subject_id, userId))) return false;
  return (await deps.comments.policy(shown.subject_kind, shown.subject_id)) !== 'off';
}

/**
 * Reactions (issue 37 item 2): PUT and DELETE /api/reactions/{kind}/{id}/{reaction} give or take
 * back one emoji (idempotent) and answer the thing's counts; GET /api/reactions/{kind}/{id} tells
 * members who gave each, and …/counts tells anyone who may see the thing its counts. What the member may not react to is not found, as if it did not exist.
 */
export async function reactionsRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  for (const give of [true, false]) {
    const schema = {
      summary: give
        ? 'React to a comment, log entry, project photo, album photo or tutorial (once per emoji)'
        : 'Take back a reaction',
      description:
        'REACTIONS_PER_MEMBER_MINUTE limits changes: 429 with Retry-After. Answers the thing’s counts.',
      security: BEARER,
      params: reactionParams,
      response: { 200: reactionChangeAnswer, ...errorAnswers(400, 401, 403, 404, 429) },
    };
    const handler = async (
      request: {
        params: { kind: ReactionSubjectKind; id: string; reaction: (typeof REACTION_NAMES)[number] };
      },
      userId: number,
    ) => {
      const { kind, id, reaction } = request.params;
      if (!(await reactable(deps, kind, id, userId))) throw notFound(REACTION_MESSAGES.notFound);
      await countReaction(deps, userId);
      if (give) await deps.reactions.add(kind, id, userId, reaction, deps.now());
      else await deps.reactions.remove(kind, id, userId, reaction);
      return { reactions: (await deps.reactions.counts(kind, [id], userId)).get(id) ?? [] };
    };
    const route = give ? app.put.bind(app) : app.delete.bind(app);
    route(
      '/reactions/:kind/:id/:reaction',
      { schema, onRequest: requireActiveMember },
      async (request, reply) => {
        const answer = await handler(request, currentUser(request).userId);
        reply.header('Cache-Control', 'no-store');
        return answer;
      },
    );
  }

  const countsSchema = {
    summary: 'The reactions given to a thing, with the viewer’s own (a photo opened large)',
    params: reactionSubjectParams,
    response: { 200: reactionChangeAnswer, ...errorAnswers(400, 404) },
  };
  app.get('/reactions/:kind/:id/counts', { schema: countsSchema }, async (request, reply) => {
    const viewerId = (await optionalUser(request))?.userId ?? null;
    const { kind, id } = request.params;
    if (!(await reactable(deps, kind, id, viewerId))) throw notFound(REACTION_MESSAGES.notFound);
    const reactions = (await deps.reactions.counts(kind, [id], viewerId)).get(id) ?? [];
    return sendPrivateAnswer(request, reply, reactionChangeAnswer, { reactions });
  });

  const whoSchema = {
    summary: 'Who gave each reaction to a thing, newest first (members)',
    security: BEARER,
    params: reactionSubjectParams,
    response: { 200: reactionWhoAnswer, ...errorAnswers(400, 401, 403, 404) },
  };
  app.get(
    '/reactions/:kind/:id',
    { schema: whoSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { kind, id } = request.params;
      if (!(await reactable(deps, kind, id, userId))) throw notFound(REACTION_MESSAGES.notFound);
      const rows = await deps.reactions.who(kind, id, userId);
      const reactions = REACTION_NAMES.map((reaction) => ({
        reaction,
        members: rows
          .filter((r) => r.reaction === reaction)
          .map((r) => ({ username: r.username, name: displayName(r) })),
      })).filter((r) => r.members.length > 0);
      return sendPrivateAnswer(request, reply, reactionWhoAnswer, { reactions });
    },
  );
}
