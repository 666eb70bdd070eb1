import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 041 over a database with members from before it: one direct conversation per pair
 * (direct_key unique), the checks refuse unknown kinds and states and a key on a group, and an
 * erased member's messages and memberships go with them while the conversation stays.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 041: conversations and messages`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ids = { ada: 0, bo: 0, cy: 0 };

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm041');
      await database.migrateTo(migrationBefore('041-messages'));
      ids = {
        ada: await insertLegacyMember(database.db, 'ada', now),
        bo: await insertLegacyMember(database.db, 'bo', now),
        cy: await insertLegacyMember(database.db, 'cy', now),
      };
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    const conversation = (values: Record<string, unknown>) =>
      database.db
        .insertInto('conversations')
        .values({
          kind: 'group',
          direct_key: null,
          created_by: ids.ada,
          created_at: now,
          last_message_at: now,
          ...values,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const member = (conversationId: number, memberId: number, state = 'active') =>
      database.db
        .insertInto('conversation_members')
        .values({
          conversation_id: conversationId,
          member_id: memberId,
          state,
          added_by: ids.ada,
          joined_at: now,
        } as never)
        .execute();

    it('keeps one direct conversation per pair and refuses kinds, states and keys it does not know', async () => {
      const key = `${ids.ada}:${ids.bo}`;
      await conversation({ kind: 'direct', direct_key: key });
      await expect(conversation({ kind: 'direct', direct_key: key })).rejects.toThrow();
      await expect(conversation({ kind: 'direct', direct_key: null })).rejects.toThrow();
      await expect(conversation({ kind: 'group', direct_key: `${ids.ada}:${ids.cy}` })).rejects.toThrow();
      await expect(conversation({ kind: 'channel' })).rejects.toThrow();
      const group = await conversation({ title: 'Senshi' });
      await member(group.id, ids.ada);
      await expect(member(group.id, ids.ada)).rejects.toThrow();
      await expect(member(group.id, ids.bo, 'blocked')).rejects.toThrow();
      const row = await database.db
        .selectFrom('conversation_members')
        .select(['state', 'last_read_id'])
        .where('conversation_id', '=', group.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ state: 'active', last_read_id: 0 });
    });

    it('an erased member’s messages, photos and memberships go; the conversation stays for the others', async () => {
      const group = await conversation({ created_by: ids.cy, title: 'Trio' });
      await member(group.id, ids.cy);
      await member(group.id, ids.bo, 'request');
      const message = await database.db
        .insertInto('messages')
        .values({ conversation_id: group.id, sender_id: ids.cy, body: 'Hi', created_at: now })
        .returning(['id', 'deleted_at', 'hidden_at'])
        .executeTakeFirstOrThrow();
      expect(message).toMatchObject({ deleted_at: null, hidden_at: null });
      await database.db
        .insertInto('message_photos')
        .values({
          id: 'p'.repeat(22),
          message_id: message.id,
          display: Buffer.from('d'),
          thumb: Buffer.from('t'),
          w480: null,
          width: 1,
          height: 1,
          alt: 'A wig',
        })
        .execute();
      await database.db.deleteFrom('users').where('id', '=', ids.cy).execute();
      expect(
        await database.db
          .selectFrom('messages')
          .select('id')
          .where('conversation_id', '=', group.id)
          .execute(),
      ).toEqual([]);
      expect(await database.db.selectFrom('message_photos').select('id').execute()).toEqual([]);
      const stays = await database.db
        .selectFrom('conversations')
        .select('created_by')
        .where('id', '=', group.id)
        .executeTakeFirstOrThrow();
      expect(stays.created_by).toBeNull();
      const members = await database.db
        .selectFrom('conversation_members')
        .select('member_id')
        .where('conversation_id', '=', group.id)
        .execute();
      expect(members).toEqual([{ member_id: ids.bo }]);
    });
  });
}
