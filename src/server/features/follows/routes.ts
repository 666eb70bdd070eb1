import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  FOLLOW_MESSAGES,
  followListAnswer,
  followParams,
  followStateAnswer,
  MAX_FOLLOWING,
} from '../../../shared/api/follows';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http-error';
import { queueNotification } from '../../notify/queue-notification';
import { currentUser, requireActiveMember, requireUser } from '../../plugins/auth';
import { reserveOrExplain } from '../../rate-limit/refusal';
import { followMemberOf } from './present';

/**
 * The member on the other end: 400 for yourself; 404 "No such member" for an unknown one, one who
 * is not active, or one with a block either way (the blocked side is not told).
 */
async function otherMember(deps: AppDeps, userId: number, username: string): Promise<number> {
  const id = await deps.follows.reachable(userId, username);
  if (id === userId) throw badRequest(FOLLOW_MESSAGES.notYourself);
  if (id === undefined) throw notFound(FOLLOW_MESSAGES.noSuchMember);
  return id;
}

/**
 * Following (issue 37 item 3): follow and unfollow a member, see whom you follow and who follows
 * you, remove a follower. Writes for active members, reads for signed-in ones; every answer is
 * the member's own, so none is kept (no-store).
 */
export async function followRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const followSchema = {
    summary: 'Follow a member: hear of their new projects, log entries, tutorials and events',
    description:
      'Following again changes nothing. Follows per member per hour are limited (FOLLOWS_PER_MEMBER_HOUR): 429 with Retry-After.',
    security: BEARER,
    params: followParams,
    response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.put(
    '/me/following/:username',
    { schema: followSchema, onRequest: requireActiveMember },
    async (request) => {
      const { userId } = currentUser(request);
      const followedId = await otherMember(deps, userId, request.params.username);
      await reserveOrExplain(
        deps.limits,
        [{ key: `follow:${userId}`, rule: deps.config.rateLimits.followsPerUser }],
        'You have followed many members in a short time.',
      );
      // The followed member hears of it, unless they muted the follower.
      const heard = !(await deps.follows.muted(followedId, userId));
      const outcome = await deps.follows.follow(
        userId,
        followedId,
        deps.now(),
        MAX_FOLLOWING,
        async (trx) => {
          if (!heard) return;
          await queueNotification(
            deps,
            {
              type: 'new-follower',
              subjectKind: 'member',
              subjectId: userId,
              groupKey: 'new-follower',
              actorId: userId,
              data: {},
              to: { members: [followedId] },
            },
            { trx },
          );
        },
      );
      if (outcome === 'blocked') throw notFound(FOLLOW_MESSAGES.noSuchMember);
      if (outcome === 'too-many') throw badRequest(FOLLOW_MESSAGES.tooMany);
      return { message: FOLLOW_MESSAGES.followed };
    },
  );

  const unfollowSchema = {
    summary: 'Stop following a member (nothing to do when you did not)',
    security: BEARER,
    params: followParams,
    response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
  };
  app.delete(
    '/me/following/:username',
    { schema: unfollowSchema, onRequest: requireActiveMember },
    async (request) => {
      const { userId } = currentUser(request);
      await deps.follows.unfollow(userId, await otherMember(deps, userId, request.params.username));
      return { message: FOLLOW_MESSAGES.unfollowed };
    },
  );

  const removeSchema = {
    summary: 'Remove a follower: they no longer follow you, and are not told',
    security: BEARER,
    params: followParams,
    response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
  };
  app.delete(
    '/me/followers/:username',
    { schema: removeSchema, onRequest: requireActiveMember },
    async (request) => {
      const { userId } = currentUser(request);
      await deps.follows.removeFollower(userId, await otherMember(deps, userId, request.params.username));
      return { message: FOLLOW_MESSAGES.followerRemoved };
    },
  );

  const stateSchema = {
    summary: 'Whether you follow a member, and they follow you',
    security: BEARER,
    params: followParams,
    response: { 200: followStateAnswer, ...errorAnswers(400, 401, 404) },
  };
  app.get('/me/following/:username', { schema: stateSchema, onRequest: requireUser }, async (request) => {
    const { userId } = currentUser(request);
    return deps.follows.state(userId, await otherMember(deps, userId, request.params.username));
  });

  const listSchema = (whom: string) => ({
    summary: `${whom}, newest first`,
    security: BEARER,
    response: { 200: followListAnswer, ...errorAnswers(401) },
  });
  app.get(
    '/me/following',
    { schema: listSchema('Members you follow'), onRequest: requireUser },
    async (request) => {
      const rows = await deps.follows.following(currentUser(request).userId);
      return { members: rows.map((row) => followMemberOf(row, deps.imageSigner)) };
    },
  );
  app.get(
    '/me/followers',
    { schema: listSchema('Members who follow you'), onRequest: requireUser },
    async (request) => {
      const rows = await deps.follows.followers(currentUser(request).userId);
      return { members: rows.map((row) => followMemberOf(row, deps.imageSigner)) };
    },
  );
}
