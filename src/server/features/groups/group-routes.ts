import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  editGroupBody,
  GROUP_LIMITS,
  GROUP_MESSAGES,
  groupDetail,
  groupList,
  groupListQuery,
  groupParams,
  myGroups,
  newGroupBody,
} from '../../../shared/api/groups';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden } from '../../http-error';
import { currentUser, optionalUser, requireActiveMember, requireUser } from '../../plugins/auth';
import { actAsOrganiser, OWN_CHANGE } from '../../plugins/organiser-acts';
import { reserveOrExplain } from '../../rate-limit/refusal';
import { lockedGroup, moderatedGroup, openGroup, shownGroup } from './access';
import { owns, toDetail, toSummary } from './present';
import { freeSlug, slugOf } from './slug';

/** The group's page as the viewer sees it now (after a change). */
export async function detailFor(deps: AppDeps, viewerId: number, slug: string) {
  return toDetail(deps, await shownGroup(deps, viewerId, slug), viewerId);
}

/** The group's owner as the audit log names them (none once their account is gone). */
async function ownerOf(deps: AppDeps, groupId: number) {
  const { owner } = await deps.groups.people(groupId);
  return owner ? { id: owner.id, username: owner.username } : null;
}

/** The list, starting a group, its page, its changes and deleting it; the caller's groups. */
export async function groupRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/groups',
    {
      schema: {
        summary: 'The groups the caller may see (visitors: public ones), newest activity first',
        description: 'A private group is listed only to its active members.',
        querystring: groupListQuery,
        response: { 200: groupList, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      const { page, q, kind, state } = request.query;
      const limit = GROUP_LIMITS.page;
      const { rows, total } = await deps.groups.list(user?.userId ?? null, {
        q: q || undefined,
        kind,
        state: state || undefined,
        limit,
        offset: (page - 1) * limit,
      });
      return {
        groups: rows.map((r) => toSummary(deps, r)),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / limit)),
      };
    },
  );

  app.post(
    '/groups',
    {
      schema: {
        summary: 'Start a group (active members): the starter is its owner',
        description:
          'The slug is made from the name; a name like another group’s gets -2, -3 … (never refused, which would tell of a private group). GROUPS_PER_MEMBER_DAY: 429 with Retry-After.',
        security: BEARER,
        body: newGroupBody,
        response: {
          201: z.object({ id: z.number(), slug: z.string() }),
          ...errorAnswers(400, 401, 403, 429),
        },
      },
      onRequest: requireActiveMember,
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const started = await reserveOrExplain(
        deps.limits,
        [{ key: `group-start:${userId}`, rule: deps.config.rateLimits.groupsPerUserDay }],
        'You have started many groups today.',
      );
      const body = request.body;
      const fields = {
        ...body,
        joinPolicy: body.visibility === 'private' ? 'invite' : body.joinPolicy,
      } as const;
      const base = slugOf(body.name) || 'group';
      try {
        // Two groups of one name racing: the unique slug turns one back, which takes the next.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const made = await deps.transaction(async (trx) => {
            const slug = freeSlug(base, await deps.groups.slugsLike(base, trx));
            const id = await deps.groups.create(trx, userId, slug, fields, deps.now());
            return id === undefined ? undefined : { id, slug };
          });
          if (made) return reply.code(201).send(made);
        }
        throw new Error('no free slug for a new group');
      } catch (error) {
        await started.release();
        throw error;
      }
    },
  );

  app.get(
    '/groups/:slug',
    {
      schema: {
        summary: 'A group’s page: 404 unless the caller may see it',
        description:
          'An invited member of a private group gets `open: false`: its name and description only.',
        params: groupParams,
        response: { 200: groupDetail, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const viewerId = (await optionalUser(request))?.userId ?? null;
      return toDetail(deps, await shownGroup(deps, viewerId, request.params.slug), viewerId);
    },
  );

  app.patch(
    '/groups/:slug',
    {
      schema: {
        summary: 'Change a group (its owner or moderators; visibility its owner only)',
        description:
          'Making it private makes it invite-only and drops waiting requests. A private group’s join policy stays invite.',
        security: BEARER,
        params: groupParams,
        body: editGroupBody,
        response: { 200: groupDetail, ...errorAnswers(400, 401, 403, 404) },
      },
      onRequest: requireActiveMember,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await moderatedGroup(deps, userId, request.params.slug);
      const body = request.body;
      if (body.visibility !== undefined && body.visibility !== row.visibility && !owns(row))
        throw forbidden(GROUP_MESSAGES.ownerOnly);
      await deps.transaction(async (trx) => {
        const locked = await lockedGroup(deps, trx, row.id);
        const visibility = body.visibility ?? locked.visibility;
        let joinPolicy = body.joinPolicy;
        if (visibility === 'private') {
          if (joinPolicy !== undefined && joinPolicy !== 'invite')
            throw badRequest(GROUP_MESSAGES.privateIsInviteOnly);
          joinPolicy = 'invite';
        }
        await deps.groups.update(trx, row.id, { ...body, joinPolicy }, deps.now());
      });
      return detailFor(deps, userId, row.slug);
    },
  );

  app.delete(
    '/groups/:slug',
    {
      schema: {
        summary: 'Delete a group with its events (its owner, or an organiser with a passkey: audited)',
        security: BEARER,
        params: groupParams,
        response: { 200: messageResponse, ...errorAnswers(401, 403, 404) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const user = currentUser(request);
      const row = await openGroup(deps, user.userId, request.params.slug);
      let audit = OWN_CHANGE;
      if (!owns(row)) {
        if (user.role !== 'organiser') throw forbidden(GROUP_MESSAGES.ownerOnly);
        audit = await actAsOrganiser(
          request,
          {
            action: 'group.delete',
            owner: await ownerOf(deps, row.id),
            detail: `group ${row.id}: ${row.name}`,
          },
          deps.now,
        );
      }
      await deps.transaction(async (trx) => {
        await lockedGroup(deps, trx, row.id);
        await deps.groups.remove(trx, row.id);
        await audit.record(trx);
      });
      return { message: 'The group is deleted.' };
    },
  );

  app.get(
    '/me/groups',
    {
      schema: {
        summary: 'My groups, the invitations waiting for me and my requests to join',
        security: BEARER,
        response: { 200: myGroups, ...errorAnswers(401) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const rows = await deps.groups.mine(currentUser(request).userId);
      const of = (state: string) => rows.filter((r) => r.my_state === state).map((r) => toSummary(deps, r));
      return { groups: of('active'), invitations: of('invited'), requests: of('requested') };
    },
  );
}
