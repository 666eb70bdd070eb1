import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 046 over a database with members from before it: the checks refuse unknown subject
 * kinds and results, a member votes for an option once, options keep their order, and an erased
 * member's votes go while their poll stays (without its author).
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 046: polls`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ids = { ada: 0, bo: 0 };

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm046');
      await database.migrateTo(migrationBefore('046-polls'));
      ids = {
        ada: await insertLegacyMember(database.db, 'ada', now),
        bo: await insertLegacyMember(database.db, 'bo', now),
      };
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    const poll = (values: Record<string, unknown> = {}) =>
      database.db
        .insertInto('polls')
        .values({
          subject_kind: 'event',
          subject_id: 1,
          author_id: ids.ada,
          question: 'Which Saturday?',
          results: 'always',
          created_at: now,
          ...values,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();

    it('refuses kinds and result choices it does not know, and a second option at one place', async () => {
      await expect(poll({ subject_kind: 'project' })).rejects.toThrow();
      await expect(poll({ results: 'never' })).rejects.toThrow();
      const { id } = await poll();
      await database.db.insertInto('poll_options').values({ poll_id: id, position: 0, label: 'A' }).execute();
      await expect(
        database.db.insertInto('poll_options').values({ poll_id: id, position: 0, label: 'B' }).execute(),
      ).rejects.toThrow();
      const row = await database.db
        .selectFrom('polls')
        .select(['multiple', 'anonymous', 'closes_at', 'closed_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ multiple: 0, anonymous: 0, closes_at: null, closed_at: null });
    });

    it('one vote per member and option; an erased member’s votes go, their poll stays', async () => {
      const { id } = await poll({ subject_kind: 'group' });
      const option = await database.db
        .insertInto('poll_options')
        .values({ poll_id: id, position: 0, label: 'June' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const vote = (memberId: number) =>
        database.db
          .insertInto('poll_votes')
          .values({ poll_id: id, option_id: option.id, member_id: memberId, created_at: now })
          .execute();
      await vote(ids.ada);
      await vote(ids.bo);
      await expect(vote(ids.bo)).rejects.toThrow();
      await database.db.deleteFrom('users').where('id', '=', ids.ada).execute();
      const votes = await database.db
        .selectFrom('poll_votes')
        .select('member_id')
        .where('poll_id', '=', id)
        .execute();
      expect(votes).toEqual([{ member_id: ids.bo }]);
      const stays = await database.db
        .selectFrom('polls')
        .select('author_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stays.author_id).toBeNull();
      await database.db.deleteFrom('polls').where('id', '=', id).execute();
      expect(
        await database.db.selectFrom('poll_options').select('id').where('poll_id', '=', id).execute(),
      ).toEqual([]);
    });
  });
}
