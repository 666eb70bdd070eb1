import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { editGroupMemberBody, GROUP_MESSAGES, groupMemberParams } from '../../../shared/api/groups';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../http-error';
import { currentUser, requireActiveMember, requireUser } from '../../plugins/auth';
import { lockedGroup, shownGroup } from './access';
import { tellApproved } from './notify';

/** The caller's and the target's rows, read under the group's lock (what the change is decided on). */
async function both(deps: AppDeps, trx: Trx, groupId: number, callerId: number, username: string) {
  await lockedGroup(deps, trx, groupId);
  const me = await deps.groups.members.membership(trx, groupId, callerId);
  const target = await deps.groups.members.byUsername(groupId, username, trx);
  if (!target) throw notFound(GROUP_MESSAGES.memberNotFound);
  const active = me?.state === 'active';
  return {
    target,
    self: target.id === callerId,
    owner: active && me?.role === 'owner',
    moderator: active && (me?.role === 'owner' || me?.role === 'moderator'),
    /** The caller may open the group (an invitee of a private group may not see its members). */
    inside: active,
  };
}

/**
 * One member's place: approving, accepting, roles and handing the group on (PATCH); removing,
 * declining and leaving (DELETE). Each is decided under the group's row lock, so racing
 * approvals and hand-overs are settled one at a time (one owner: the partial unique index).
 */
export async function membershipRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const path = '/groups/:slug/members/:username';

  app.patch(
    path,
    {
      schema: {
        summary:
          'Approve a request or accept an invitation (state: active); name roles or hand the group on (role)',
        description:
          '`role: owner` hands the group on (its owner only, to an active member; they become a moderator). 404 "No such member." for someone not in it.',
        security: BEARER,
        params: groupMemberParams,
        body: editGroupMemberBody,
        response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
      },
      onRequest: requireActiveMember,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await shownGroup(deps, userId, request.params.slug);
      const { role, state } = request.body;
      return deps.transaction(async (trx) => {
        const who = await both(deps, trx, row.id, userId, request.params.username);
        const { target } = who;
        if (!who.self && !who.inside) throw notFound(GROUP_MESSAGES.notFound);
        const now = deps.now();
        let message = 'Saved.';
        if (state === 'active' && target.state !== 'active') {
          if (who.self && target.state === 'invited') {
            await deps.groups.activate(trx, row.id, target.id, now);
            message = 'You joined the group.';
          } else if (!who.self && target.state === 'requested') {
            if (!who.moderator) throw forbidden(GROUP_MESSAGES.moderatorsOnly);
            if (await deps.groups.activate(trx, row.id, target.id, now))
              await tellApproved(deps, trx, row.id, userId, target.id);
            message = `${target.username} joined the group.`;
          } else if (who.self) throw badRequest(GROUP_MESSAGES.inviteOnly);
          else throw forbidden(GROUP_MESSAGES.moderatorsOnly);
        }
        if (role !== undefined) {
          if (!who.owner) throw forbidden(GROUP_MESSAGES.ownerOnly);
          const current = await deps.groups.members.membership(trx, row.id, target.id);
          if (current?.state !== 'active') throw badRequest(GROUP_MESSAGES.notAMember);
          if (who.self) {
            if (role !== 'owner') throw badRequest(GROUP_MESSAGES.ownerCannotLeave);
          } else if (role === 'owner') {
            await deps.groups.handOver(trx, row.id, userId, target.id);
            message = `${target.username} owns the group now.`;
          } else await deps.groups.setRole(trx, row.id, target.id, role);
        }
        return { message };
      });
    },
  );

  app.delete(
    path,
    {
      schema: {
        summary:
          'Leave a group (your own name), decline an invitation, or remove a member or decline a request (moderators)',
        description:
          'The owner cannot leave before handing the group on; a moderator cannot remove the owner or another moderator.',
        security: BEARER,
        params: groupMemberParams,
        response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await shownGroup(deps, userId, request.params.slug);
      return deps.transaction(async (trx) => {
        const who = await both(deps, trx, row.id, userId, request.params.username);
        const { target } = who;
        if (who.self) {
          if (target.role === 'owner') throw badRequest(GROUP_MESSAGES.ownerCannotLeave);
        } else {
          if (!who.inside) throw notFound(GROUP_MESSAGES.notFound);
          if (!who.moderator) throw forbidden(GROUP_MESSAGES.moderatorsOnly);
          if (target.role === 'owner' || (target.role === 'moderator' && !who.owner))
            throw forbidden(GROUP_MESSAGES.ownerOnly);
        }
        await deps.groups.removeMember(trx, row.id, target.id);
        return {
          message: who.self ? 'You left the group.' : `${target.username} is no longer in the group.`,
        };
      });
    },
  );
}
