import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  GROUP_LIMITS,
  GROUP_MESSAGES,
  groupMembers,
  groupMembersQuery,
  groupParams,
  inviteAnswer,
  inviteBody,
  joinGroupAnswer,
} from '../../../shared/api/groups';
import { badRequest, forbidden, notFound } from '../../http-error';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { reserveOrExplain } from '../../rate-limit/refusal';
import { lockedGroup, moderatedGroup, openGroup, shownGroup } from './access';
import { tellInvited, tellModeratorsOfRequest } from './notify';
import { moderates, toMember } from './present';

/** The members list, joining (or asking), and inviting. Changes of one member: membership-routes.ts. */
export async function memberRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/groups/:slug/members',
    {
      schema: {
        summary: 'A group’s members (whoever may open it); invitations and requests (its moderators)',
        description: 'Members a block stands between with the caller are left out, as on every list.',
        params: groupParams,
        querystring: groupMembersQuery,
        response: { 200: groupMembers, ...errorAnswers(400, 403, 404) },
      },
    },
    async (request) => {
      const viewerId = (await optionalUser(request))?.userId ?? null;
      const row = await openGroup(deps, viewerId, request.params.slug);
      const { state, page } = request.query;
      if (state !== 'active' && !moderates(row)) throw forbidden(GROUP_MESSAGES.moderatorsOnly);
      const limit = GROUP_LIMITS.membersPage;
      const { rows, total } = await deps.groups.members.page(
        row.id,
        viewerId,
        state,
        limit,
        (page - 1) * limit,
      );
      return {
        members: rows.map((r) => toMember(deps, r, viewerId)),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / limit)),
      };
    },
  );

  app.post(
    '/groups/:slug/join',
    {
      schema: {
        summary: 'Join an open group, ask to join one that takes requests, or accept an invitation',
        description:
          'A request tells the group’s owner and moderators once. 400 for an invite-only group without an invitation, or when already in it.',
        security: BEARER,
        params: groupParams,
        response: { 200: joinGroupAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
      onRequest: requireActiveMember,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await shownGroup(deps, userId, request.params.slug);
      const membership = await deps.transaction(async (trx) => {
        const group = await lockedGroup(deps, trx, row.id);
        const now = deps.now();
        const mine = await deps.groups.members.membership(trx, group.id, userId);
        if (mine?.state === 'active') throw badRequest(GROUP_MESSAGES.alreadyMember);
        if (mine?.state === 'invited') await deps.groups.activate(trx, group.id, userId, now);
        else if (mine === undefined) {
          if (group.join_policy === 'invite')
            throw badRequest(
              group.visibility === 'private' ? GROUP_MESSAGES.privateIsInviteOnly : GROUP_MESSAGES.inviteOnly,
            );
          const state = group.join_policy === 'open' ? 'active' : 'requested';
          await deps.groups.addMember(trx, group.id, userId, state, null, now);
          if (state === 'requested') await tellModeratorsOfRequest(deps, trx, group.id, userId);
        }
        await deps.groups.touch(trx, group.id, now);
        return deps.groups.members.membership(trx, group.id, userId);
      });
      return {
        membership: membership
          ? {
              role: membership.role,
              state: membership.state,
              joinedAt:
                membership.joined_at === null ? null : new Date(Number(membership.joined_at)).toISOString(),
            }
          : null,
      };
    },
  );

  app.post(
    '/groups/:slug/invitations',
    {
      schema: {
        summary: 'Invite members to a group (its owner or moderators)',
        description:
          '404 "No such member." for a name nobody active has, or one a block stands between with the inviter (either way). Members already in it or invited are left out. GROUP_INVITATIONS_PER_MEMBER_HOUR counts each name: 429 with Retry-After.',
        security: BEARER,
        params: groupParams,
        body: inviteBody,
        response: { 200: inviteAnswer, ...errorAnswers(400, 401, 403, 404, 429) },
      },
      onRequest: requireActiveMember,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await moderatedGroup(deps, userId, request.params.slug);
      const wanted = [...new Set(request.body.usernames.map((n) => n.toLowerCase()))];
      const found = await deps.groups.members.activeNamed(wanted);
      const blocked = await deps.comments.blockedWith(
        userId,
        found.map((m) => m.id),
      );
      // A block answers as a name nobody has: the inviter learns nothing of it.
      if (found.length !== wanted.length || found.some((m) => blocked.has(m.id)))
        throw notFound(GROUP_MESSAGES.memberNotFound);
      const taken = await reserveOrExplain(
        deps.limits,
        found.map(() => ({
          key: `group-invite:${userId}`,
          rule: deps.config.rateLimits.groupInvitationsPerUser,
        })),
        'You have invited many members in a short time.',
      );
      const invited = await deps
        .transaction(async (trx) => {
          const group = await lockedGroup(deps, trx, row.id);
          const added: typeof found = [];
          for (const member of found)
            if (await deps.groups.addMember(trx, group.id, member.id, 'invited', userId, deps.now()))
              added.push(member);
          await tellInvited(
            deps,
            trx,
            group.id,
            userId,
            added.map((m) => m.id),
          );
          return added;
        })
        .catch(async (error: unknown) => {
          await taken.release();
          throw error;
        });
      return { invited: invited.map((m) => m.username) };
    },
  );
}
