import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConventionsTable } from '../../src/server/db/schema-conventions';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 026 over a database at 025 with a member: the seeded Midwest cons (listed, no dates),
 * unique slugs, dates both set or both null and in order, the three statuses only, and a
 * suggestion outliving its suggester (suggested_by set to null).
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 026: conventions`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    let userId = 0;

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm026');
      await database.migrateTo(migrationBefore('026-conventions'));
      userId = await insertLegacyMember(database.db, 'legacy', Date.now());
      await database.migrateToLatest();
    });

    afterAll(() => database?.dispose());

    const con = (overrides: Record<string, unknown> = {}) => ({
      slug: `test-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Test Con',
      city: 'Ames',
      state: 'Iowa',
      created_at: Date.now(),
      updated_at: Date.now(),
      ...overrides,
    });
    // Values the checks refuse do not fit the table's types, hence the cast.
    const insert = (values: Record<string, unknown>) =>
      database.db
        .insertInto('conventions')
        .values(values as unknown as Insertable<ConventionsTable>)
        .execute();

    it('seeds the Midwest cons, listed and without dates', async () => {
      const rows = await database.db.selectFrom('conventions').selectAll().orderBy('slug').execute();
      expect(rows.map((r) => r.slug)).toContain('gen-con');
      expect(rows.length).toBeGreaterThanOrEqual(11);
      expect(rows.every((r) => r.status === 'listed' && r.starts_on === null && r.ends_on === null)).toBe(
        true,
      );
    });

    it('refuses a taken slug, one day without the other, days out of order and unknown statuses', async () => {
      await expect(insert(con({ slug: 'gen-con' }))).rejects.toThrow();
      await expect(insert(con({ starts_on: '2027-05-01' }))).rejects.toThrow();
      await expect(insert(con({ starts_on: '2027-05-03', ends_on: '2027-05-01' }))).rejects.toThrow();
      await expect(insert(con({ status: 'hidden' }))).rejects.toThrow();
      await insert(
        con({ starts_on: '2027-05-01', ends_on: '2027-05-03', status: 'suggested', suggested_by: userId }),
      );
    });

    it('keeps a suggestion when its suggester goes', async () => {
      await database.db.deleteFrom('users').where('id', '=', userId).execute();
      const rows = await database.db
        .selectFrom('conventions')
        .select('suggested_by')
        .where('status', '=', 'suggested')
        .execute();
      expect(rows).toEqual([{ suggested_by: null }]);
    });
  });
}
