import { directKey } from './conversation-reads';
import type { Dialect } from './dialect';
import type { Trx } from './transaction';

/** A member joining a conversation, accepted ('active') or asked ('request'). */
export interface Joining {
  id: number;
  state: 'active' | 'request';
}

const inserted = (result: { numInsertedOrUpdatedRows?: bigint }) =>
  Number(result.numInsertedOrUpdatedRows ?? 0) > 0;

/**
 * Starting conversations and adding members to them (migration 041), under the conversation's lock;
 * the routes run them in one transaction. Changes of where members stand: conversation-updates.ts.
 */
export function conversationStarts(dialect: Dialect) {
  /** Serialises changes of one conversation's members on PostgreSQL; SQLite has one writer. */
  const lock = async (trx: Trx, conversationId: number) => {
    if (dialect === 'postgres')
      await trx
        .selectFrom('conversations')
        .select('id')
        .where('id', '=', conversationId)
        .forUpdate()
        .executeTakeFirst();
  };
  const addMember = async (trx: Trx, conversationId: number, member: Joining, addedBy: number, now: number) =>
    inserted(
      await trx
        .insertInto('conversation_members')
        .values({
          conversation_id: conversationId,
          member_id: member.id,
          state: member.state,
          added_by: addedBy,
          joined_at: now,
        })
        .onConflict((oc) => oc.columns(['conversation_id', 'member_id']).doNothing())
        .executeTakeFirst(),
    );

  return {
    /** Every write of one conversation takes its turn under this lock (PostgreSQL). */
    lock,

    /** Whether the member may still write: active and not leaving (checked inside the write). */
    async mayStillWrite(trx: Trx, memberId: number): Promise<boolean> {
      const row = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', memberId)
        .where('status', '=', 'active')
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The pair's direct conversation, made now or found: one per pair however many first messages
     * race (the unique `direct_key`; a conflict reuses the other's row). The writer is active in it
     * (writing accepts it); the recipient joins as `recipient.state` unless already in it.
     * `asked`: the recipient joined as a request now; `recipientState`: where they stand now.
     */
    async direct(trx: Trx, writerId: number, recipient: Joining, now: number) {
      const key = directKey(writerId, recipient.id);
      await trx
        .insertInto('conversations')
        .values({
          kind: 'direct',
          direct_key: key,
          created_by: writerId,
          created_at: now,
          last_message_at: now,
        })
        .onConflict((oc) => oc.column('direct_key').doNothing())
        .execute();
      const { id } = await trx
        .selectFrom('conversations')
        .select('id')
        .where('direct_key', '=', key)
        .executeTakeFirstOrThrow();
      // The pair's writes take turns from here (their member rows are locked in no fixed order).
      await lock(trx, id);
      await trx
        .insertInto('conversation_members')
        .values({
          conversation_id: id,
          member_id: writerId,
          state: 'active',
          added_by: writerId,
          joined_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['conversation_id', 'member_id'])
            .doUpdateSet({ state: 'active' })
            .where('conversation_members.state', '<>', 'active'),
        )
        .execute();
      const joined = await addMember(trx, id, recipient, writerId, now);
      const { state } = await trx
        .selectFrom('conversation_members')
        .select('state')
        .where('conversation_id', '=', id)
        .where('member_id', '=', recipient.id)
        .executeTakeFirstOrThrow();
      return { conversationId: id, asked: joined && recipient.state === 'request', recipientState: state };
    },

    /** A new group: the starter active, the others as their reach says. */
    async group(trx: Trx, starterId: number, title: string, members: readonly Joining[], now: number) {
      const { id } = await trx
        .insertInto('conversations')
        .values({
          kind: 'group',
          title,
          direct_key: null,
          created_by: starterId,
          created_at: now,
          last_message_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addMember(trx, id, { id: starterId, state: 'active' }, starterId, now);
      for (const member of members) await addMember(trx, id, member, starterId, now);
      return id;
    },

    /**
     * Adds members to a group under a lock of its row, so concurrent adds never pass `cap`
     * (members active or asked). One who left comes back as asked now; one who ignored it, or is
     * in it, stays as they are. 'full', or the members who joined now.
     */
    async addMembers(
      trx: Trx,
      conversationId: number,
      adderId: number,
      members: readonly Joining[],
      cap: number,
      now: number,
    ): Promise<'full' | Joining[]> {
      await lock(trx, conversationId);
      const rows = await trx
        .selectFrom('conversation_members')
        .select(['member_id', 'state'])
        .where('conversation_id', '=', conversationId)
        .execute();
      const stateOf = new Map(rows.map((r) => [r.member_id, r.state]));
      const seated = rows.filter((r) => r.state === 'active' || r.state === 'request').length;
      const joining = members.filter((m) => !stateOf.has(m.id) || stateOf.get(m.id) === 'left');
      if (seated + joining.length > cap) return 'full';
      for (const member of joining) {
        if (stateOf.has(member.id))
          await trx
            .updateTable('conversation_members')
            .set({ state: member.state, added_by: adderId, joined_at: now })
            .where('conversation_id', '=', conversationId)
            .where('member_id', '=', member.id)
            .execute();
        else await addMember(trx, conversationId, member, adderId, now);
      }
      return joining;
    },
  };
}
