import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, upgradeKinds } from './migrating-database';

/**
 * Migration 029 over a database at 026 with two members and a seeded con: slots keep a positive
 * length and price, a photographer cannot book their own slot, a booking has its time, a booker's
 * erased account frees the slot, and a photographer's takes their slots with it.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 029: photoshoot slots`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const ids: number[] = [];
    let conId = 0;

    const slot = (over: Record<string, number | null> = {}) => ({
      convention_id: conId,
      photographer_id: ids[0]!,
      day: '2026-03-07',
      starts_at: 1_000_000,
      ends_at: 2_000_000,
      booked_by: null,
      booked_at: null,
      created_at: 1,
      ...over,
    });

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm029');
      // At 026 as the comment above says, not at the migration right before 029.
      await database.migrateTo('026-conventions');
      const now = Date.now();
      for (const name of ['lens', 'cosmo']) {
        ids.push(await insertLegacyMember(database.db, name, now, { firstname: name }));
      }
      await database.migrateToLatest();
      conId = (
        await database.db
          .selectFrom('conventions')
          .select('id')
          .where('slug', '=', 'c2e2')
          .executeTakeFirstOrThrow()
      ).id;
    });

    afterAll(() => database?.dispose());

    it('refuses an empty slot, a negative price, a booking of one’s own slot or without its time', async () => {
      const insert = (row: ReturnType<typeof slot> & { price_cents?: number }) =>
        database.db.insertInto('shoot_slots').values(row).execute();
      await expect(insert(slot({ ends_at: 1_000_000 }))).rejects.toThrow();
      await expect(insert({ ...slot(), price_cents: -1 })).rejects.toThrow();
      await expect(insert(slot({ booked_by: ids[0]!, booked_at: 5 }))).rejects.toThrow();
      await expect(insert(slot({ booked_by: ids[1]!, booked_at: null }))).rejects.toThrow();
      await insert(slot({ booked_by: ids[1]!, booked_at: 5 }));
      const rows = await database.db.selectFrom('shoot_slots').selectAll().execute();
      expect(rows.map((r) => [r.place, Number(r.price_cents), r.notes, r.booked_by])).toEqual([
        ['', 0, '', ids[1]],
      ]);
    });

    it('frees the slot with its booker’s account and goes with its photographer’s', async () => {
      await database.db.deleteFrom('users').where('id', '=', ids[1]!).execute();
      const [row] = await database.db.selectFrom('shoot_slots').select('booked_by').execute();
      expect(row?.booked_by).toBeNull();
      await database.db.deleteFrom('users').where('id', '=', ids[0]!).execute();
      expect(await database.db.selectFrom('shoot_slots').select('id').execute()).toEqual([]);
    });
  });
}
