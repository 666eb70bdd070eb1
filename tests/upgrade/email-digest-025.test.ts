import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 025 over a database at 024 with a member: a digest choice per member (one row), a
 * frequency of weekly, daily or off only (weekly when not given), never sent yet, and it goes
 * with its member.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 025: email digest choices`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    let userId = 0;

    // 'hourly' is what the check refuses, hence the cast.
    const choice = (frequency?: string) => ({
      user_id: userId,
      ...(frequency ? { frequency: frequency as 'daily' } : {}),
      unsubscribe_nonce: 'nonce',
      updated_at: Date.now(),
    });

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm025');
      await database.migrateTo(migrationBefore('025-email-digest'));
      userId = await insertLegacyMember(database.db, 'legacy', Date.now());
      await database.migrateToLatest();
    });

    afterAll(() => database?.dispose());

    it('keeps one choice per member, weekly unless given, of the three frequencies only', async () => {
      await expect(
        database.db.insertInto('digest_choices').values(choice('hourly')).execute(),
      ).rejects.toThrow();
      await database.db.insertInto('digest_choices').values(choice()).execute();
      await expect(
        database.db.insertInto('digest_choices').values(choice('daily')).execute(),
      ).rejects.toThrow();
      const rows = await database.db.selectFrom('digest_choices').selectAll().execute();
      expect(rows.map((r) => [r.user_id, r.frequency, r.last_sent_at])).toEqual([[userId, 'weekly', null]]);
    });

    it('erases the choice with its member', async () => {
      await database.db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await database.db.selectFrom('digest_choices').select('user_id').execute()).toEqual([]);
    });
  });
}
