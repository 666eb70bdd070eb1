import { MESSAGE_MESSAGES } from '../../../shared/api/messages';
import type { Joining } from '../../db/conversation-starts';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http-error';
import { reserveOrExplain } from '../../rate-limit/refusal';

/** The conversation and the viewer's place in it; 404 when they may not open it (message-access.ts). */
export async function openConversation(deps: AppDeps, viewerId: number, conversationId: number) {
  const conversation = await deps.conversations.openTo(viewerId, conversationId);
  if (!conversation) throw notFound(MESSAGE_MESSAGES.notFound);
  return conversation;
}

/**
 * The members these usernames name, each with how a message from `writerId` reaches them
 * ('active': directly; 'request': it waits). Yourself: 400. Anyone not an active member, or a
 * block between (either way): 404 "No such member", the same answer as a name nobody has.
 */
export async function recipients(
  deps: AppDeps,
  writer: { userId: number; username: string },
  names: readonly string[],
) {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  if (wanted.includes(writer.username.toLowerCase())) throw badRequest(MESSAGE_MESSAGES.self);
  const found = await deps.conversations.reachable(writer.userId, wanted);
  if (found.length !== wanted.length || found.some((m) => m.id === writer.userId))
    throw notFound(MESSAGE_MESSAGES.noSuchMember);
  return Promise.all(
    found.map(
      async (m): Promise<Joining & { username: string }> => ({
        id: m.id,
        username: m.username,
        state: (await deps.conversations.directReach(writer.userId, m.id)) ? 'active' : 'request',
      }),
    ),
  );
}

/** Counts a message by the member before it is written (MESSAGES_PER_MEMBER_HOUR). */
export function countMessage(deps: AppDeps, userId: number) {
  return reserveOrExplain(
    deps.limits,
    [{ key: `message:${userId}`, rule: deps.config.rateLimits.messagesPerUser }],
    'You have sent many messages in a short time.',
  );
}

/**
 * Counts each member newly asked by request (MESSAGE_REQUESTS_PER_MEMBER_HOUR), one by one so the
 * counter holds exactly the requests made; `release` gives back those that turned out not new.
 */
export async function countRequests(deps: AppDeps, userId: number, count: number) {
  const rule = deps.config.rateLimits.messageRequestsPerUser;
  const key = `message-request:${userId}`;
  const why = 'You have asked many members you do not know yet to talk in a short time.';
  const taken: Array<{ release: () => Promise<void> }> = [];
  try {
    for (let i = 0; i < count; i += 1) taken.push(await reserveOrExplain(deps.limits, [{ key, rule }], why));
  } catch (error) {
    await Promise.all(taken.map((t) => t.release()));
    throw error;
  }
  return {
    /** Gives back `n` of the requests counted. */
    release: async (n: number) => {
      await Promise.all(taken.splice(0, n).map((t) => t.release()));
    },
  };
}
