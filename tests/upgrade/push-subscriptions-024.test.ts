import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, upgradeKinds } from './migrating-database';

/**
 * Migration 024 over a database at 022 with members: their devices can be stored, an endpoint
 * once only, a device starts with no push and no failure, and goes with its member.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 024: push subscriptions`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    let userId = 0;

    const device = (endpoint: string) => ({
      user_id: userId,
      endpoint,
      p256dh: 'BPk',
      auth: 'c2VjcmV0',
      label: 'Phone',
      created_at: Date.now(),
    });

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm024');
      // At 022 as the comment above says, not at the migration right before 024.
      await database.migrateTo('022-search-bios');
      userId = await insertLegacyMember(database.db, 'legacy', Date.now());
      await database.migrateToLatest();
    });

    afterAll(() => database?.dispose());

    it('stores a member’s devices, each endpoint once, with no push and no failure yet', async () => {
      await database.db.insertInto('push_subscriptions').values(device('https://push.example/a')).execute();
      await database.db.insertInto('push_subscriptions').values(device('https://push.example/b')).execute();
      await expect(
        database.db.insertInto('push_subscriptions').values(device('https://push.example/a')).execute(),
      ).rejects.toThrow();
      const rows = await database.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.endpoint, r.last_push_at, Number(r.failures)])).toEqual([
        ['https://push.example/a', null, 0],
        ['https://push.example/b', null, 0],
      ]);
      expect(rows[1]!.id).toBeGreaterThan(rows[0]!.id);
    });

    it('erases the devices with their member', async () => {
      await database.db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await database.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
    });
  });
}
