import { MESSAGE_MESSAGES } from '../../../shared/api/messages';
import type { NewMessagePhoto } from '../../db/messages-repo';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http-error';
import { announceToMembers } from './live';
import { hearing, queueMessageNotices } from './notify';

/** The writer may still send: checked inside the write, so a suspension in between stops it. */
export async function stillWriting(deps: AppDeps, trx: Trx, senderId: number): Promise<void> {
  if (!(await deps.conversations.mayStillWrite(trx, senderId))) throw forbidden(MESSAGE_MESSAGES.cannotWrite);
}

/** Writes the message (and its photo) in the transaction, moving the conversation up the lists. */
export async function writeMessage(
  deps: AppDeps,
  trx: Trx,
  message: { conversationId: number; senderId: number; body: string; photo?: NewMessagePhoto },
): Promise<number> {
  const now = deps.now();
  const id = await deps.messages.insert(trx, message.conversationId, message.senderId, message.body, now);
  if (message.photo) await deps.messages.insertPhoto(trx, id, message.photo);
  await deps.conversations.touch(trx, message.conversationId, now);
  return id;
}

/**
 * A message into a conversation the sender may open (access.ts openConversation): a reply to a
 * request accepts it; the accepted members who may hear of it are notified; every member still in
 * it hears of it live. Returns the message's id.
 */
export async function sendInto(
  deps: AppDeps,
  conversation: { id: number; state: string },
  senderId: number,
  body: string,
  photo?: NewMessagePhoto,
): Promise<number> {
  const active = await deps.conversations.membersIn(conversation.id, ['active']);
  const told = await hearing(
    deps,
    senderId,
    active.map((m) => m.member_id),
  );
  const messageId = await deps.transaction(async (trx) => {
    await deps.conversations.lock(trx, conversation.id);
    await stillWriting(deps, trx, senderId);
    if (conversation.state === 'request')
      await deps.conversations.setState(conversation.id, senderId, ['request'], 'active', trx);
    const id = await writeMessage(deps, trx, { conversationId: conversation.id, senderId, body, photo });
    await queueMessageNotices(
      deps,
      trx,
      { conversationId: conversation.id, senderId, messageId: id },
      { message: [...told], request: [] },
    );
    return id;
  });
  await announceToMembers(deps, conversation.id);
  return messageId;
}
