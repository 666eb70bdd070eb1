import type { Kysely } from 'kysely';
import { conversationOpenTo, messageShownTo } from './message-access';
import { messageContexts, type ReportedMessageRef } from './message-report-context';
import type { Database } from './schema';
import type { Trx } from './transaction';

/** A message as a report or an organiser's act needs it: who sent it and where. */
export interface ModeratedMessage {
  id: number;
  conversationId: number;
  senderId: number;
  senderUsername: string;
}

/**
 * Reports of messages and the organisers' hiding of them (issue 37 item 7). A member reports only
 * a message they see (db/message-access.ts, in SQL); organisers reach any message by id, without
 * reading it, to hide it; the queue's context is message-report-context.ts.
 */
export function messageReportRepo(db: Kysely<Database>) {
  const withSender = (d: Kysely<Database> | Trx) =>
    d
      .selectFrom('messages as m')
      .innerJoin('users as u', 'u.id', 'm.sender_id')
      .select([
        'm.id',
        'm.conversation_id as conversationId',
        'm.sender_id as senderId',
        'u.username as senderUsername',
      ]);

  return {
    /** The message when the viewer may open its conversation and see it (their own too); not an unsent one. */
    async shownTo(viewerId: number, messageId: number): Promise<ModeratedMessage | undefined> {
      return withSender(db)
        .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
        .where('m.id', '=', messageId)
        .where('m.deleted_at', 'is', null)
        .where(conversationOpenTo(viewerId, 'cv'))
        .where(messageShownTo(viewerId, 'm', 'u'))
        .executeTakeFirst();
    },

    /** Any message by id, for an organiser's act (they are not in the conversation). */
    async one(messageId: number): Promise<ModeratedMessage | undefined> {
      return withSender(db).where('m.id', '=', messageId).executeTakeFirst();
    },

    /** Hides (at) or shows (null) the message; false when it already was so (nothing to audit). */
    async setHidden(trx: Trx, messageId: number, at: number | null): Promise<boolean> {
      const result = await trx
        .updateTable('messages')
        .set({ hidden_at: at })
        .where('id', '=', messageId)
        .where('hidden_at', at === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The queue's conversation around each reported message, by report id. */
    contexts: (reports: readonly ReportedMessageRef[]) => messageContexts(db, reports),
  };
}
