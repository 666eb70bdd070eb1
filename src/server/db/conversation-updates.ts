import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { ConversationMemberState } from './schema-messages';
import type { Trx } from './transaction';

/**
 * Changes of conversations once they exist (migration 041): where a member stands, how far they
 * read, the title, the last message's time. Starting one and adding members: conversation-starts.ts.
 */
export function conversationUpdates(db: Kysely<Database>) {
  return {
    /** Moves the member from one of `from` to `to`; whether it did. */
    async setState(
      conversationId: number,
      memberId: number,
      from: readonly ConversationMemberState[],
      to: ConversationMemberState,
      trx: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('conversation_members')
        .set({ state: to })
        .where('conversation_id', '=', conversationId)
        .where('member_id', '=', memberId)
        .where('state', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The member read up to this message (never backwards). */
    async readUpTo(conversationId: number, memberId: number, upTo: number): Promise<void> {
      await db
        .updateTable('conversation_members')
        .set({ last_read_id: upTo })
        .where('conversation_id', '=', conversationId)
        .where('member_id', '=', memberId)
        .where('last_read_id', '<', upTo)
        .execute();
    },

    async rename(conversationId: number, title: string): Promise<void> {
      await db.updateTable('conversations').set({ title }).where('id', '=', conversationId).execute();
    },

    /** A new message moves the conversation to the top of its members' lists. */
    async touch(trx: Trx, conversationId: number, now: number): Promise<void> {
      await trx
        .updateTable('conversations')
        .set({ last_message_at: now })
        .where('id', '=', conversationId)
        .execute();
    },
  };
}
