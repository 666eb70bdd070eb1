import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 038 over a database of the release before it: the block and mute tables exist, one
 * row per pair (a second is refused), nobody blocks or mutes themselves, and the rows go with
 * either member.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 038: member blocks and mutes`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    const ids = { ann: 0, ben: 0, cal: 0 };

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm038');
      await database.migrateTo(migrationBefore('038-member-blocks'));
      const { db } = database;
      ids.ann = await insertLegacyMember(db, 'ann', now);
      ids.ben = await insertLegacyMember(db, 'ben', now);
      ids.cal = await insertLegacyMember(db, 'cal', now);
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    const tables = [
      { table: 'member_blocks', by: 'blocker_id', of: 'blocked_id' },
      { table: 'member_mutes', by: 'muter_id', of: 'muted_id' },
    ] as const;
    const insert = (table: 'member_blocks' | 'member_mutes', byId: number, ofId: number) =>
      table === 'member_blocks'
        ? database.db
            .insertInto('member_blocks')
            .values({ blocker_id: byId, blocked_id: ofId, created_at: now })
            .execute()
        : database.db
            .insertInto('member_mutes')
            .values({ muter_id: byId, muted_id: ofId, created_at: now })
            .execute();

    it('keeps one row per pair, both ways apart, and refuses a second', async () => {
      for (const { table } of tables) {
        await insert(table, ids.ann, ids.ben);
        // The other direction is another pair.
        await insert(table, ids.ben, ids.ann);
        await expect(insert(table, ids.ann, ids.ben)).rejects.toThrow();
        const rows = await database.db.selectFrom(table).selectAll().execute();
        expect(rows).toHaveLength(2);
        expect(Number(rows[0]!.created_at)).toBe(now);
      }
    });

    it('refuses blocking or muting oneself, and a member who is not there', async () => {
      for (const { table } of tables) {
        await expect(insert(table, ids.cal, ids.cal)).rejects.toThrow();
        await expect(insert(table, ids.cal, 999_999)).rejects.toThrow();
      }
    });

    it('takes the rows with a deleted member, on either side', async () => {
      for (const { table } of tables) await insert(table, ids.cal, ids.ann);
      await database.db.deleteFrom('users').where('id', '=', ids.ann).execute();
      for (const { table, by, of } of tables) {
        const rows = await database.db.selectFrom(table).select([by, of]).execute();
        expect(rows).toEqual([]);
      }
      await insert('member_blocks', ids.cal, ids.ben);
      await database.db.deleteFrom('users').where('id', '=', ids.cal).execute();
      expect(await database.db.selectFrom('member_blocks').selectAll().execute()).toEqual([]);
    });
  });
}
