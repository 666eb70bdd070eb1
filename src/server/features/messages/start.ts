import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { countMessage, countRequests, recipients } from './access';
import { stillWriting, writeMessage } from './deliver';
import { announceToMembers } from './live';
import { hearing, queueMessageNotices } from './notify';

/**
 * Writes to one member: their direct conversation with the writer, started or continued (one per
 * pair: the unique key makes racing first messages share it). A stranger is asked once, by request
 * (MESSAGE_REQUESTS_PER_MEMBER_HOUR counts it); one who ignored it stays ignored, unknowing senders
 * and all. The conversation's id and the message's.
 */
export async function startDirect(deps: AppDeps, writer: SessionUser, name: string, body: string) {
  const [recipient] = await recipients(deps, writer, [name]);
  if (!recipient) throw new Error('recipients() answers one member per name');
  const existing = await deps.conversations.directWith(writer.userId, recipient.id);
  const requests = await countRequests(
    deps,
    writer.userId,
    existing === null && recipient.state === 'request' ? 1 : 0,
  );
  try {
    await countMessage(deps, writer.userId);
  } catch (error) {
    await requests.release(1);
    throw error;
  }
  const told = await hearing(deps, writer.userId, [recipient.id]);
  const written = await deps
    .transaction(async (trx) => {
      await stillWriting(deps, trx, writer.userId);
      const direct = await deps.conversations.direct(trx, writer.userId, recipient, deps.now());
      const { conversationId } = direct;
      const messageId = await writeMessage(deps, trx, { conversationId, senderId: writer.userId, body });
      const hears = told.has(recipient.id);
      await queueMessageNotices(
        deps,
        trx,
        { conversationId, senderId: writer.userId, messageId },
        {
          request: hears && direct.asked ? [recipient.id] : [],
          message: hears && direct.recipientState === 'active' ? [recipient.id] : [],
        },
      );
      return { conversationId, messageId, asked: direct.asked };
    })
    .catch(async (error: unknown) => {
      await requests.release(1);
      throw error;
    });
  // Counted as a new request, it joined an existing conversation after all (a race): given back.
  if (!written.asked) await requests.release(1);
  await announceToMembers(deps, written.conversationId);
  return written;
}

/** Starts a group with several members (the writer too), each active or asked by their reach. */
export async function startGroup(
  deps: AppDeps,
  writer: SessionUser,
  names: readonly string[],
  title: string,
  body: string,
) {
  const members = await recipients(deps, writer, names);
  const asked = members.filter((m) => m.state === 'request');
  const requests = await countRequests(deps, writer.userId, asked.length);
  try {
    await countMessage(deps, writer.userId);
  } catch (error) {
    await requests.release(asked.length);
    throw error;
  }
  const told = await hearing(
    deps,
    writer.userId,
    members.map((m) => m.id),
  );
  const written = await deps
    .transaction(async (trx) => {
      await stillWriting(deps, trx, writer.userId);
      const joining = members.map(({ id, state }) => ({ id, state }));
      const conversationId = await deps.conversations.group(trx, writer.userId, title, joining, deps.now());
      const messageId = await writeMessage(deps, trx, { conversationId, senderId: writer.userId, body });
      const hears = (state: string) =>
        members.filter((m) => m.state === state && told.has(m.id)).map((m) => m.id);
      await queueMessageNotices(
        deps,
        trx,
        { conversationId, senderId: writer.userId, messageId },
        { message: hears('active'), request: hears('request') },
      );
      return { conversationId, messageId };
    })
    .catch(async (error: unknown) => {
      await requests.release(asked.length);
      throw error;
    });
  await announceToMembers(deps, written.conversationId);
  return written;
}
