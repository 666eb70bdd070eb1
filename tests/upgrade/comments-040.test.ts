import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 040 over a database with members from before it: comments and replies on things of
 * every kind, the checks refuse unknown kinds, policies and emoji, a reply goes with its comment,
 * an erased author leaves their comments from "a former member" (author_id null), and a member's
 * reactions and mentions go with them.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 040: comments and reactions`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ids = { author: 0, reader: 0 };

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm040');
      await database.migrateTo(migrationBefore('040-comments'));
      ids = {
        author: await insertLegacyMember(database.db, 'author', now),
        reader: await insertLegacyMember(database.db, 'reader', now),
      };
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    const newComment = (values: Record<string, unknown> = {}) =>
      database.db
        .insertInto('comments')
        .values({
          subject_kind: 'event',
          subject_id: '12',
          author_id: ids.author,
          parent_id: null,
          body: 'Lovely build!',
          created_at: now,
          ...values,
        } as never)
        .returning(['id', 'edited_at', 'deleted_at', 'hidden_at'])
        .executeTakeFirstOrThrow();

    it('keeps comments and replies on every kind; a reply goes with its comment', async () => {
      for (const subject_kind of ['event', 'con', 'project-entry', 'tutorial', 'album-photo'])
        await newComment({ subject_kind, subject_id: subject_kind === 'album-photo' ? 'p'.repeat(22) : '7' });
      const top = await newComment();
      expect(top).toMatchObject({ edited_at: null, deleted_at: null, hidden_at: null });
      const reply = await newComment({ parent_id: top.id, author_id: ids.reader });
      await database.db.deleteFrom('comments').where('id', '=', top.id).execute();
      const left = await database.db.selectFrom('comments').select('id').where('id', '=', reply.id).execute();
      expect(left).toEqual([]);
    });

    it('refuses a kind, policy or emoji it does not know, and a reaction given twice', async () => {
      await expect(newComment({ subject_kind: 'message' })).rejects.toThrow();
      const policies = database.db.insertInto('comment_policies');
      await policies.values({ subject_kind: 'event', subject_id: '1', policy: 'members' }).execute();
      await expect(
        database.db
          .insertInto('comment_policies')
          .values({ subject_kind: 'event', subject_id: '2', policy: 'friends' } as never)
          .execute(),
      ).rejects.toThrow();
      const reaction = {
        subject_kind: 'tutorial',
        subject_id: '3',
        member_id: ids.reader,
        created_at: now,
      } as const;
      await database.db
        .insertInto('reactions')
        .values({ ...reaction, reaction: 'heart' })
        .execute();
      await expect(
        database.db
          .insertInto('reactions')
          .values({ ...reaction, reaction: 'heart' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        database.db
          .insertInto('reactions')
          .values({ ...reaction, reaction: 'thumbsdown' } as never)
          .execute(),
      ).rejects.toThrow();
      await expect(
        database.db
          .insertInto('reactions')
          .values({ ...reaction, subject_kind: 'con', reaction: 'fire' } as never)
          .execute(),
      ).rejects.toThrow();
    });

    it('leaves an erased author’s comments from a former member, and takes their reactions and mentions', async () => {
      const kept = await newComment({ body: 'Still here' });
      await database.db
        .insertInto('comment_mentions')
        .values({ comment_id: kept.id, member_id: ids.reader })
        .execute();
      await database.db
        .insertInto('reactions')
        .values({
          subject_kind: 'comment',
          subject_id: String(kept.id),
          member_id: ids.reader,
          reaction: 'fire',
          created_at: now,
        })
        .execute();
      await database.db.deleteFrom('users').where('id', '=', ids.author).execute();
      const row = await database.db
        .selectFrom('comments')
        .select(['author_id', 'body'])
        .where('id', '=', kept.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ author_id: null, body: 'Still here' });
      await database.db.deleteFrom('users').where('id', '=', ids.reader).execute();
      expect(await database.db.selectFrom('reactions').select('member_id').execute()).toEqual([]);
      expect(await database.db.selectFrom('comment_mentions').select('member_id').execute()).toEqual([]);
    });
  });
}
