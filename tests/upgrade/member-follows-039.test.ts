import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 039 over a database with members from before it: one follows the other, the pair is
 * kept once, nobody follows themselves, and the follows go with either member's account.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 039: member follows`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ids = { ada: 0, bea: 0, cy: 0 };

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm039');
      await database.migrateTo(migrationBefore('039-member-follows'));
      ids = {
        ada: await insertLegacyMember(database.db, 'ada', now),
        bea: await insertLegacyMember(database.db, 'bea', now),
        cy: await insertLegacyMember(database.db, 'cy', now),
      };
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    const follow = (follower: number, followed: number) =>
      database.db
        .insertInto('member_follows')
        .values({ follower_id: follower, followed_id: followed, created_at: now })
        .execute();
    const follows = () =>
      database.db
        .selectFrom('member_follows')
        .select(['follower_id', 'followed_id'])
        .orderBy('follower_id')
        .orderBy('followed_id')
        .execute();

    it('keeps a follow of an old member once, both ways apart', async () => {
      await follow(ids.ada, ids.bea);
      await follow(ids.bea, ids.ada);
      await expect(follow(ids.ada, ids.bea)).rejects.toThrow();
      expect(await follows()).toEqual([
        { follower_id: ids.ada, followed_id: ids.bea },
        { follower_id: ids.bea, followed_id: ids.ada },
      ]);
    });

    it('refuses following yourself', async () => {
      await expect(follow(ids.cy, ids.cy)).rejects.toThrow();
    });

    it('takes the follows both ways with a member’s account', async () => {
      await follow(ids.cy, ids.ada);
      await database.db.deleteFrom('users').where('id', '=', ids.ada).execute();
      expect(await follows()).toEqual([]);
    });
  });
}
