import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 033 over a database with a report from the previous release: the report survives
 * with no subject, a new one names its subject, and an unknown subject kind is refused.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 033: report subjects`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ids = { reporter: 0, member: 0, report: 0 };

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm033');
      await database.migrateTo(migrationBefore('033-report-subjects'));
      const reporter = await insertLegacyMember(database.db, 'tattle', now);
      const member = await insertLegacyMember(database.db, 'subject', now);
      const report = await database.db
        .insertInto('reports')
        .values({
          member_id: member,
          reporter_id: reporter,
          image: '',
          reason: 'spam',
          note: 'old',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids = { reporter, member, report: report.id };
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    it('keeps the old report, open, with no subject', async () => {
      const row = await database.db
        .selectFrom('reports')
        .selectAll()
        .where('id', '=', ids.report)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        member_id: ids.member,
        reporter_id: ids.reporter,
        reason: 'spam',
        note: 'old',
        status: 'open',
        subject_kind: null,
        subject_id: null,
      });
    });

    it('stores a subject on a new report and refuses an unknown kind', async () => {
      const base = { member_id: ids.member, reporter_id: ids.reporter, reason: 'spam', created_at: now };
      const row = await database.db
        .insertInto('reports')
        .values({ ...base, subject_kind: 'con-group', subject_id: '7' })
        .returning(['subject_kind', 'subject_id'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ subject_kind: 'con-group', subject_id: '7' });
      await expect(
        database.db
          .insertInto('reports')
          // biome-ignore lint/suspicious/noExplicitAny: an invalid kind on purpose
          .values({ ...base, subject_kind: 'poster' as any, subject_id: '1' })
          .execute(),
      ).rejects.toThrow();
    });
  });
}
