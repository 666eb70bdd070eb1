import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  conversationAnswer,
  conversationParams,
  conversationQuery,
  conversationsAnswer,
  conversationsQuery,
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  messageReachAnswer,
  messageReachParams,
  startConversationAnswer,
  startConversationBody,
} from '../../../shared/api/messages';
import { notFound } from '../../http-error';
import { currentUser, requireActiveMember, requireUser } from '../../plugins/auth';
import { openConversation, recipients } from './access';
import { personOf, presentMessage, presentSummaries } from './present';
import { startDirect, startGroup } from './start';

/** Conversations a list shows at most (the newest first). */
const LISTED = 200;

/** The member's conversations, one conversation's pages, starting one, and a profile's Message button. */
export async function conversationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const listSchema = {
    summary: 'My conversations (box=inbox, the default) or my pending message requests (box=requests)',
    description: `Newest first, at most ${LISTED}. \`unread\` and \`requests\` are the menu's counts.`,
    security: BEARER,
    querystring: conversationsQuery,
    response: { 200: conversationsAnswer, ...errorAnswers(400, 401) },
  };
  app.get('/conversations', { schema: listSchema, onRequest: requireUser }, async (request) => {
    const { userId } = currentUser(request);
    const state = request.query.box === 'requests' ? 'request' : 'active';
    const [rows, counts] = await Promise.all([
      deps.conversations.listed(userId, state, LISTED),
      deps.conversations.counts(userId),
    ]);
    return { conversations: await presentSummaries(deps, rows, userId), ...counts };
  });

  const startSchema = {
    summary: 'Write to a member (their direct conversation, started or continued) or start a group',
    description: `One \`to\`: the pair's one direct conversation. Several: a new group of at most ${MESSAGE_LIMITS.groupMembers}, the writer included. A member who does not follow the writer back nor shares a group cosplay with them gets it as a request. 404 "No such member." for a name nobody has, a member not active, or a block either way. MESSAGES_PER_MEMBER_HOUR and MESSAGE_REQUESTS_PER_MEMBER_HOUR: 429 with Retry-After.`,
    security: BEARER,
    body: startConversationBody,
    response: { 201: startConversationAnswer, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.post(
    '/conversations',
    { schema: startSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const writer = currentUser(request);
      const { to, title, body } = request.body;
      const distinct = [...new Set(to.map((n) => n.toLowerCase()))];
      const written =
        distinct.length === 1 && distinct[0] !== undefined
          ? await startDirect(deps, writer, distinct[0], body)
          : await startGroup(deps, writer, distinct, title, body);
      const row = await deps.messages.shownOne(writer.userId, written.messageId);
      if (!row) throw notFound(MESSAGE_MESSAGES.notFound);
      return reply
        .code(201)
        .send({ conversationId: written.conversationId, message: presentMessage(deps, row, writer.userId) });
    },
  );

  const readSchema = {
    summary: 'A conversation: its newest messages, or older ones (before=)',
    description: `${MESSAGE_LIMITS.page} messages a page, oldest first. 404 when the viewer is not in it (or ignored it, or left), or a block stands between the two of a direct one.`,
    security: BEARER,
    params: conversationParams,
    querystring: conversationQuery,
    response: { 200: conversationAnswer, ...errorAnswers(400, 401, 404) },
  };
  app.get(
    '/conversations/:conversationId',
    { schema: readSchema, onRequest: requireUser },
    async (request) => {
      const { userId, status } = currentUser(request);
      const conversation = await openConversation(deps, userId, request.params.conversationId);
      const [rows, others] = await Promise.all([
        deps.messages.page(userId, conversation.id, request.query.before, MESSAGE_LIMITS.page + 1),
        deps.conversations.othersIn(userId, [conversation.id]),
      ]);
      const [summary] = await presentSummaries(deps, [conversation], userId);
      if (!summary) throw notFound(MESSAGE_MESSAGES.notFound);
      const page = rows.slice(0, MESSAGE_LIMITS.page);
      return {
        conversation: summary,
        canWrite: status === 'active',
        // A pending request shows its sender no read state: only members who accepted are here.
        readBy: others
          .filter((o) => o.state === 'active')
          .map((o) => ({ username: o.username, lastReadId: o.last_read_id })),
        // One who ignored it looks the same as one who has not answered yet.
        pending: others
          .filter((o) => o.state === 'request' || o.state === 'ignored')
          .map((o) => personOf(deps, o)),
        messages: page.reverse().map((row) => presentMessage(deps, row, userId)),
        before: rows.length > MESSAGE_LIMITS.page ? (page[0]?.id ?? null) : null,
      };
    },
  );

  const reachSchema = {
    summary: 'What the Message button on a profile does: write directly, or send a request',
    security: BEARER,
    params: messageReachParams,
    response: { 200: messageReachAnswer, ...errorAnswers(400, 401, 404) },
  };
  app.get('/me/message-reach/:username', { schema: reachSchema, onRequest: requireUser }, async (request) => {
    const viewer = currentUser(request);
    const [member] = await recipients(deps, viewer, [request.params.username]);
    if (!member) throw notFound(MESSAGE_MESSAGES.notFound);
    return {
      reach: member.state === 'active' ? ('direct' as const) : ('request' as const),
      conversationId: await deps.conversations.directWith(viewer.userId, member.id),
    };
  });
}
