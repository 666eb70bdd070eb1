import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  addMembersBody,
  conversationParams,
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  readUpToBody,
  renameConversationBody,
} from '../../../shared/api/messages';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden } from '../../http-error';
import { currentUser, requireActiveMember, requireUser } from '../../plugins/auth';
import { countRequests, openConversation, recipients } from './access';
import { announceConversation, announceToMembers, clearConversationNotices } from './live';
import { hearing, queueMessageNotices } from './notify';

/** A group the member is active in (a pending request does not rename or add yet). */
async function ownGroup(deps: AppDeps, userId: number, conversationId: number) {
  const conversation = await openConversation(deps, userId, conversationId);
  if (conversation.kind !== 'group') throw badRequest(MESSAGE_MESSAGES.notGroup);
  if (conversation.state !== 'active') throw forbidden(MESSAGE_MESSAGES.cannotWrite);
  return conversation;
}

/** Read state, accepting or ignoring a request, and a group's members and title. */
export async function conversationMemberRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = '/conversations/:conversationId';
  const schemaOf = <E extends object = object>(summary: string, extra: E = {} as E) => ({
    summary,
    security: BEARER,
    params: conversationParams,
    response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404) },
    ...extra,
  });

  app.put(
    `${base}/read`,
    {
      schema: {
        ...schemaOf('I read the conversation up to this message (never backwards)', { body: readUpToBody }),
        response: { 204: z.null(), ...errorAnswers(400, 401, 404) },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const conversation = await openConversation(deps, userId, request.params.conversationId);
      const newest = await deps.messages.newestId(conversation.id);
      await deps.conversations.readUpTo(conversation.id, userId, Math.min(request.body.upTo, newest));
      // The member's other tabs set their badge from it; once they accepted, the others' open
      // pages refetch and show "Seen" (a pending request's reading is never told to its sender).
      if (conversation.state === 'active') await announceToMembers(deps, conversation.id);
      else await announceConversation(deps, conversation.id, [userId]);
      await clearConversationNotices(deps, userId, conversation.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/accept`,
    {
      schema: schemaOf('Accept a message request: it joins my conversations'),
      onRequest: requireActiveMember,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const conversation = await openConversation(deps, userId, request.params.conversationId);
      if (await deps.conversations.setState(conversation.id, userId, ['request'], 'active'))
        await announceConversation(deps, conversation.id, [userId]);
      return { message: MESSAGE_MESSAGES.accepted };
    },
  );

  app.post(
    `${base}/ignore`,
    {
      schema: schemaOf(
        'Ignore a message request: it goes away, nothing more notifies, the sender is not told',
      ),
      onRequest: requireUser,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const conversation = await openConversation(deps, userId, request.params.conversationId);
      if (!(await deps.conversations.setState(conversation.id, userId, ['request'], 'ignored')))
        throw badRequest(MESSAGE_MESSAGES.notRequest);
      await announceConversation(deps, conversation.id, [userId]);
      return { message: MESSAGE_MESSAGES.ignored };
    },
  );

  app.post(
    `${base}/leave`,
    { schema: schemaOf('Leave a group conversation'), onRequest: requireUser },
    async (request) => {
      const { userId } = currentUser(request);
      const conversation = await openConversation(deps, userId, request.params.conversationId);
      if (conversation.kind !== 'group') throw badRequest(MESSAGE_MESSAGES.notGroup);
      await deps.conversations.setState(conversation.id, userId, ['active', 'request'], 'left');
      await announceConversation(deps, conversation.id, [userId]);
      await announceToMembers(deps, conversation.id);
      return { message: MESSAGE_MESSAGES.left };
    },
  );

  app.patch(
    base,
    {
      schema: schemaOf('Rename a group conversation (its members)', { body: renameConversationBody }),
      onRequest: requireActiveMember,
    },
    async (request) => {
      const { userId } = currentUser(request);
      const conversation = await ownGroup(deps, userId, request.params.conversationId);
      await deps.conversations.rename(conversation.id, request.body.title);
      await announceToMembers(deps, conversation.id);
      return { message: MESSAGE_MESSAGES.renamed };
    },
  );

  app.post(
    `${base}/members`,
    {
      schema: {
        ...schemaOf(`Add members to a group (at most ${MESSAGE_LIMITS.groupMembers} in all)`, {
          body: addMembersBody,
        }),
        description:
          'Each joins directly or as a request by their reach from the member adding them. 404 "No such member." as when starting; 400 when the group would pass the cap (checked under a lock of the conversation). MESSAGE_REQUESTS_PER_MEMBER_HOUR counts the requests: 429 with Retry-After.',
        response: { 200: messageResponse, ...errorAnswers(400, 401, 403, 404, 429) },
      },
      onRequest: requireActiveMember,
    },
    async (request) => {
      const adder = currentUser(request);
      const conversation = await ownGroup(deps, adder.userId, request.params.conversationId);
      const members = await recipients(deps, adder, request.body.usernames);
      const asked = members.filter((m) => m.state === 'request').length;
      const requests = await countRequests(deps, adder.userId, asked);
      const told = await hearing(
        deps,
        adder.userId,
        members.map((m) => m.id),
      );
      const joined = await deps
        .transaction(async (trx) => {
          const added = await deps.conversations.addMembers(
            trx,
            conversation.id,
            adder.userId,
            members.map(({ id, state }) => ({ id, state })),
            MESSAGE_LIMITS.groupMembers,
            deps.now(),
          );
          if (added === 'full') throw badRequest(MESSAGE_MESSAGES.full);
          const newlyAsked = added.filter((m) => m.state === 'request' && told.has(m.id)).map((m) => m.id);
          await queueMessageNotices(
            deps,
            trx,
            { conversationId: conversation.id, senderId: adder.userId },
            { message: [], request: newlyAsked },
          );
          return added;
        })
        .catch(async (error: unknown) => {
          await requests.release(asked);
          throw error;
        });
      await requests.release(asked - joined.filter((m) => m.state === 'request').length);
      await announceToMembers(deps, conversation.id);
      return { message: `${joined.length} added.` };
    },
  );
}
