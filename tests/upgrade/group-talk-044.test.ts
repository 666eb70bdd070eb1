import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 044 over a database with comments, replies, mentions, policies, reactions and reports
 * from before it: every row survives with its id (on SQLite the tables are rebuilt), ids go on
 * after the highest ever given, the keys still cascade, and 'group' is now a kind of comment
 * thread, policy and report while unknown kinds are still refused.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 044: a group's discussion and reports`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ada = 0;
    let bo = 0;
    const ids = { top: 0, reply: 0, gone: 0, report: 0 };

    const comment = (values: Record<string, unknown>) =>
      database.db
        .insertInto('comments')
        .values({
          subject_kind: 'event',
          subject_id: '7',
          author_id: ada,
          body: 'Hi',
          created_at: now,
          ...values,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm044');
      await database.migrateTo(migrationBefore('044-group-talk-kinds'));
      ada = await insertLegacyMember(database.db, 'ada', now);
      bo = await insertLegacyMember(database.db, 'bo', now);
      ids.top = await comment({ body: 'Who brings the foam?' });
      ids.reply = await comment({ parent_id: ids.top, author_id: bo, body: '@ada I do' });
      ids.gone = await comment({ body: 'Deleted before the upgrade' });
      await database.db.deleteFrom('comments').where('id', '=', ids.gone).execute();
      await database.db
        .insertInto('comment_mentions')
        .values({ comment_id: ids.reply, member_id: ada })
        .execute();
      await database.db
        .insertInto('comment_policies')
        .values({ subject_kind: 'event', subject_id: '7', policy: 'members' })
        .execute();
      await database.db
        .insertInto('reactions')
        .values({
          subject_kind: 'comment',
          subject_id: String(ids.top),
          member_id: bo,
          reaction: 'heart',
          created_at: now,
        })
        .execute();
      const report = await database.db
        .insertInto('reports')
        .values({
          member_id: bo,
          reporter_id: ada,
          reason: 'spam',
          created_at: now,
          subject_kind: 'comment',
          subject_id: String(ids.reply),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.report = report.id;
      await expect(comment({ subject_kind: 'group', subject_id: '1' })).rejects.toThrow();
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    it('keeps comments, replies, mentions, policies, reactions and reports with their ids', async () => {
      const comments = await database.db
        .selectFrom('comments')
        .select(['id', 'parent_id', 'author_id', 'body'])
        .orderBy('id')
        .execute();
      expect(comments).toEqual([
        { id: ids.top, parent_id: null, author_id: ada, body: 'Who brings the foam?' },
        { id: ids.reply, parent_id: ids.top, author_id: bo, body: '@ada I do' },
      ]);
      expect(await database.db.selectFrom('comment_mentions').selectAll().execute()).toEqual([
        { comment_id: ids.reply, member_id: ada },
      ]);
      expect(await database.db.selectFrom('comment_policies').selectAll().execute()).toEqual([
        { subject_kind: 'event', subject_id: '7', policy: 'members' },
      ]);
      expect(await database.db.selectFrom('reactions').select(['subject_id', 'reaction']).execute()).toEqual([
        { subject_id: String(ids.top), reaction: 'heart' },
      ]);
      const report = await database.db
        .selectFrom('reports')
        .select(['id', 'subject_kind', 'subject_id', 'status'])
        .executeTakeFirstOrThrow();
      expect(report).toEqual({
        id: ids.report,
        subject_kind: 'comment',
        subject_id: String(ids.reply),
        status: 'open',
      });
    });

    it('gives ids after the highest ever given, and takes the kind group', async () => {
      const next = await comment({ subject_kind: 'group', subject_id: '3', body: 'Chapter news' });
      expect(next).toBeGreaterThan(ids.gone);
      await database.db
        .insertInto('comment_policies')
        .values({ subject_kind: 'group', subject_id: '3', policy: 'off' } as never)
        .execute();
      const report = await database.db
        .insertInto('reports')
        .values({
          member_id: ada,
          reporter_id: bo,
          reason: 'spam',
          created_at: now,
          subject_kind: 'group',
          subject_id: '3',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(report.id).toBeGreaterThan(ids.report);
      await expect(comment({ subject_kind: 'guild' })).rejects.toThrow();
      await expect(
        database.db
          .insertInto('comment_policies')
          .values({ subject_kind: 'guild', subject_id: '3', policy: 'off' } as never)
          .execute(),
      ).rejects.toThrow();
      await expect(
        database.db
          .insertInto('reports')
          .values({
            member_id: ada,
            reason: 'spam',
            created_at: now,
            subject_kind: 'guild',
            subject_id: '3',
          } as never)
          .execute(),
      ).rejects.toThrow();
    });

    it('still cascades: a comment takes its replies and their mentions with it', async () => {
      await database.db.deleteFrom('comments').where('id', '=', ids.top).execute();
      expect(
        await database.db
          .selectFrom('comments')
          .select('id')
          .where('id', 'in', [ids.top, ids.reply])
          .execute(),
      ).toEqual([]);
      expect(await database.db.selectFrom('comment_mentions').selectAll().execute()).toEqual([]);
      await expect(comment({ parent_id: 999_999 })).rejects.toThrow();
    });
  });
}
