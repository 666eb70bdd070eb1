import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 035 over a database with reports from the release before it: every row survives
 * with its id, status and subject; the table still cascades and sets null as before, keeps its
 * indexes and never reuses an id; a project, log entry or tutorial can now be the subject, and an unknown
 * kind is still refused. SQLite rebuilds the table for this, so each of these could break there.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 035: reports of projects and log entries`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    const ids = {
      reporter: 0,
      member: 0,
      organiser: 0,
      leaver: 0,
      profile: 0,
      group: 0,
      resolved: 0,
      last: 0,
    };
    const base = () => ({
      member_id: ids.member,
      reporter_id: ids.reporter,
      reason: 'spam',
      created_at: now,
    });

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm035');
      await database.migrateTo(migrationBefore('035-report-subjects-projects'));
      const { db } = database;
      ids.reporter = await insertLegacyMember(db, 'tattle', now);
      ids.member = await insertLegacyMember(db, 'subject', now);
      ids.organiser = await insertLegacyMember(db, 'olive', now);
      ids.leaver = await insertLegacyMember(db, 'leaver', now);
      const insert = async (values: Record<string, unknown>) =>
        (
          await db
            .insertInto('reports')
            .values({ ...base(), ...values })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      ids.profile = await insert({ image: '', note: 'old profile report' });
      ids.group = await insert({ subject_kind: 'con-group', subject_id: '7', note: 'a group' });
      ids.resolved = await insert({
        subject_kind: 'album-photo',
        subject_id: 'AbCdEfGhIjKlMnOpQrStUv',
        image: '/api/album-photos/AbCdEfGhIjKlMnOpQrStUv',
        status: 'dismissed',
        resolved_at: now + 1,
        resolved_by: ids.organiser,
      });
      // The newest report goes with its member: its id must not come back.
      ids.last = await insert({ member_id: ids.leaver, note: 'erased later' });
      await db.deleteFrom('users').where('id', '=', ids.leaver).execute();
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    const row = (id: number) =>
      database.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('keeps every report from before with its id, status and subject', async () => {
      const all = await database.db.selectFrom('reports').select('id').orderBy('id').execute();
      expect(all.map((r) => r.id)).toEqual([ids.profile, ids.group, ids.resolved]);
      expect(await row(ids.profile)).toMatchObject({
        member_id: ids.member,
        reporter_id: ids.reporter,
        image: '',
        note: 'old profile report',
        status: 'open',
        subject_kind: null,
        subject_id: null,
        resolved_at: null,
      });
      expect(await row(ids.group)).toMatchObject({
        subject_kind: 'con-group',
        subject_id: '7',
        status: 'open',
      });
      const resolved = await row(ids.resolved);
      expect(resolved).toMatchObject({
        subject_kind: 'album-photo',
        subject_id: 'AbCdEfGhIjKlMnOpQrStUv',
        status: 'dismissed',
        resolved_by: ids.organiser,
      });
      expect(Number(resolved.resolved_at)).toBe(now + 1);
      expect(Number(resolved.created_at)).toBe(now);
    });

    it('names a project, a log entry, a tutorial, a comment or a message as the subject, and still refuses an unknown kind', async () => {
      // 'comment' and 'message' are for issue 37's tables, which later migrations add.
      for (const subject_kind of ['project', 'project-entry', 'tutorial', 'comment', 'message']) {
        const created = await database.db
          .insertInto('reports')
          // biome-ignore lint/suspicious/noExplicitAny: kinds the Database type does not list yet
          .values({ ...base(), subject_kind: subject_kind as any, subject_id: '12' })
          .returning(['id', 'subject_kind', 'subject_id', 'status', 'image', 'note'])
          .executeTakeFirstOrThrow();
        expect(created).toMatchObject({
          subject_kind,
          subject_id: '12',
          status: 'open',
          image: '',
          note: '',
        });
        // A new id, above every id ever given (the erased report's too).
        expect(created.id).toBeGreaterThan(ids.last);
      }
      await expect(
        database.db
          .insertInto('reports')
          // biome-ignore lint/suspicious/noExplicitAny: an invalid kind on purpose
          .values({ ...base(), subject_kind: 'poster' as any, subject_id: '1' })
          .execute(),
      ).rejects.toThrow();
    });

    it('still erases a member’s reports with them and keeps those they filed, without their name', async () => {
      const gone = await insertLegacyMember(database.db, 'gone', now);
      const about = await database.db
        .insertInto('reports')
        .values({ ...base(), member_id: gone, subject_kind: 'project', subject_id: '3' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const by = await database.db
        .insertInto('reports')
        .values({ ...base(), reporter_id: gone })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db.deleteFrom('users').where('id', '=', gone).execute();
      const left = await database.db.selectFrom('reports').select('id').where('id', '=', about.id).execute();
      expect(left).toEqual([]);
      expect((await row(by.id)).reporter_id).toBeNull();
      await expect(
        database.db
          .insertInto('reports')
          .values({ ...base(), member_id: 999_999 })
          .execute(),
      ).rejects.toThrow();
    });

    it('keeps the queue’s indexes', async () => {
      const names =
        database.dialect === 'postgres'
          ? (
              await sql<{
                name: string;
              }>`select indexname as name from pg_indexes where tablename = 'reports'`.execute(database.db)
            ).rows
          : (
              await sql<{
                name: string;
              }>`select name from sqlite_master where type = 'index' and tbl_name = 'reports'`.execute(
                database.db,
              )
            ).rows;
      expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(['reports_open', 'reports_reporter']));
    });
  });
}
