import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { queueNotification } from '../../notify/queue-notification';

/**
 * Of these members, those who may hear of a message from `senderId`: never the sender, nobody a
 * block stands between with them, nobody who muted them (a muted member's messages still arrive,
 * silently). Read before the message's transaction (SQLite has one connection: no reads beside it).
 */
export async function hearing(deps: AppDeps, senderId: number, memberIds: readonly number[]) {
  const others = [...new Set(memberIds)].filter((id) => id !== senderId);
  const [blocked, muting] = await Promise.all([
    deps.comments.blockedWith(senderId, others),
    deps.comments.mutedBy(senderId, others),
  ]);
  return new Set(others.filter((id) => !blocked.has(id) && !muting.has(id)));
}

/**
 * Queues, in the message's transaction, 'message' for members of an accepted conversation and
 * 'message-request' for members asked now (a request is heard once: later messages of a pending
 * request, or of an ignored one, notify nobody). One inbox line per conversation gathers them.
 */
export async function queueMessageNotices(
  deps: AppDeps,
  trx: Trx,
  /** `messageId`: the message written, when there is one (a member added to a group has none). */
  message: { conversationId: number; senderId: number; messageId?: number },
  to: { message: readonly number[]; request: readonly number[] },
): Promise<void> {
  const data = { conversation: message.conversationId };
  for (const [type, members] of [
    ['message', to.message],
    ['message-request', to.request],
  ] as const) {
    if (members.length === 0) continue;
    await queueNotification(
      deps,
      {
        type,
        subjectKind: '',
        subjectId: null,
        groupKey: `${type}:${message.conversationId}`,
        actorId: message.senderId,
        data,
        // Decided when the job runs: whoever read the message by then (the conversation open) is left out.
        to:
          message.messageId === undefined
            ? { members: [...members] }
            : {
                rule: 'message-unread',
                conversationId: message.conversationId,
                messageId: message.messageId,
                among: [...members],
              },
      },
      { trx },
    );
  }
}
