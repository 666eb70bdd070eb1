import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 030 over a database with a member, a session and a push device from before it: the
 * old device keeps working with no session; a new device names a session that exists, and goes
 * when that session ends.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 030: push devices belong to a session`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    let userId = 0;
    const now = Date.now();
    const device = (endpoint: string, session?: string) => ({
      user_id: userId,
      endpoint,
      p256dh: 'key',
      auth: 'auth',
      label: 'Phone',
      created_at: now,
      ...(session === undefined ? {} : { session_id: session }),
    });
    const endpoints = async () =>
      (
        await database.db.selectFrom('push_subscriptions').select('endpoint').orderBy('endpoint').execute()
      ).map((r) => r.endpoint);

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm030');
      await database.migrateTo(migrationBefore('030-push-sessions'));
      userId = await insertLegacyMember(database.db, 'legacy', now);
      await database.db
        .insertInto('sessions')
        .values({
          token_hash: 'h1',
          id: 's1',
          user_id: userId,
          created_at: now,
          expires_at: now + 1e9,
          last_used_at: now,
        })
        .execute();
      await database.db.insertInto('push_subscriptions').values(device('https://push.example/old')).execute();
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    it('keeps the device from before with no session, and takes a new one only for a real session', async () => {
      const old = await database.db
        .selectFrom('push_subscriptions')
        .select('session_id')
        .executeTakeFirstOrThrow();
      expect(old.session_id).toBeNull();
      await database.db
        .insertInto('push_subscriptions')
        .values(device('https://push.example/new', 's1'))
        .execute();
      await expect(
        database.db
          .insertInto('push_subscriptions')
          .values(device('https://push.example/bad', 'nope'))
          .execute(),
      ).rejects.toThrow();
      expect(await endpoints()).toEqual(['https://push.example/new', 'https://push.example/old']);
    });

    it('drops the session’s device when the session ends, not the one from before', async () => {
      await database.db.deleteFrom('sessions').where('id', '=', 's1').execute();
      expect(await endpoints()).toEqual(['https://push.example/old']);
    });
  });
}
