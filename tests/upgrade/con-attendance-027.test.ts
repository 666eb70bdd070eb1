import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection';
import { migrations } from '../../src/server/db/migrations/all';
import type { Database } from '../../src/server/db/schema';
import { openSqlite } from '../../src/server/db/sqlite-connection';

/**
 * Migration 027 over a database at 026 with a member and the seeded cons: one attendance per
 * member per con, members by default, of the three choices only; one row per day; days need
 * their attendance; everything goes with the member, the con or the attendance.
 */
const kinds = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

for (const kind of kinds) {
  describe(`[${kind}] migration 027: who is going to a con`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-027-'));
    const dbName = `club_027_${process.pid}`;
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    let handle: DatabaseHandle;
    let userId = 0;
    let conId = 0;
    let otherConId = 0;

    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    const migrator = () =>
      new Migrator({
        db: handle.db,
        provider: {
          async getMigrations() {
            const out: Record<string, Migration> = {};
            for (const [name, m] of Object.entries(migrations))
              out[name] = { up: (db) => m.up(db, handle.dialect) };
            return out;
          },
        },
      });
    const attendance = (convention_id: number, visibility?: string) => ({
      convention_id,
      user_id: userId,
      // 'friends' is what the check refuses, hence the cast.
      ...(visibility ? { visibility: visibility as 'public' } : {}),
      created_at: 1,
      updated_at: 1,
    });
    const day = (convention_id: number, d: string) => ({ convention_id, user_id: userId, day: d });
    const count = async (table: 'con_attendance' | 'con_attendance_days') =>
      (await handle.db.selectFrom(table).select('user_id').execute()).length;

    beforeAll(async () => {
      if (kind === 'sqlite') handle = openSqlite(dataDir, true);
      else {
        await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin(`CREATE DATABASE ${dbName}`);
        const pool = new pg.Pool({ connectionString: adminUrl.replace(/\/[^/]*$/, `/${dbName}`), max: 2 });
        const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
        handle = { db, dialect: 'postgres', close: () => db.destroy() } as DatabaseHandle;
      }
      const to026 = await migrator().migrateTo('026-conventions');
      if (to026.error) throw to026.error;
      const now = Date.now();
      const row = await handle.db
        .insertInto('users')
        .values({
          username: 'legacy',
          username_key: 'legacy',
          firstname: 'Legacy',
          lastname: 'Member',
          birthdate: '1990-01-01',
          password_hash: 'x',
          recoveryemail: '',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = row.id;
      const cons = await handle.db.selectFrom('conventions').select('id').orderBy('id').limit(2).execute();
      conId = cons[0]!.id;
      otherConId = cons[1]!.id;
      const latest = await migrator().migrateToLatest();
      if (latest.error) throw latest.error;
    });

    afterAll(async () => {
      await handle?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    });

    it('keeps one attendance per member per con, members unless given, of the three choices only', async () => {
      await expect(
        handle.db.insertInto('con_attendance').values(attendance(conId, 'friends')).execute(),
      ).rejects.toThrow();
      await handle.db.insertInto('con_attendance').values(attendance(conId)).execute();
      await expect(
        handle.db.insertInto('con_attendance').values(attendance(conId, 'public')).execute(),
      ).rejects.toThrow();
      await handle.db.insertInto('con_attendance').values(attendance(otherConId, 'private')).execute();
      const rows = await handle.db
        .selectFrom('con_attendance')
        .selectAll()
        .orderBy('convention_id')
        .execute();
      expect(rows.map((r) => r.visibility)).toEqual(['members', 'private']);
    });

    it('keeps each day once, only under an attendance, not decided unless given', async () => {
      await handle.db.insertInto('con_attendance_days').values(day(conId, '2026-08-01')).execute();
      await expect(
        handle.db.insertInto('con_attendance_days').values(day(conId, '2026-08-01')).execute(),
      ).rejects.toThrow();
      await handle.db.insertInto('con_attendance_days').values(day(otherConId, '2026-08-01')).execute();
      const orphan = { convention_id: conId + 100, user_id: userId, day: '2026-08-01' };
      await expect(handle.db.insertInto('con_attendance_days').values(orphan).execute()).rejects.toThrow();
      const first = await handle.db
        .selectFrom('con_attendance_days')
        .selectAll()
        .orderBy('convention_id')
        .executeTakeFirst();
      expect([first?.character, first?.series]).toEqual(['', '']);
    });

    it('drops the days with their attendance, and everything with the con or the member', async () => {
      await handle.db.deleteFrom('con_attendance').where('convention_id', '=', otherConId).execute();
      expect([await count('con_attendance'), await count('con_attendance_days')]).toEqual([1, 1]);
      await handle.db.deleteFrom('conventions').where('id', '=', conId).execute();
      expect([await count('con_attendance'), await count('con_attendance_days')]).toEqual([0, 0]);
      await handle.db.insertInto('con_attendance').values(attendance(otherConId)).execute();
      await handle.db.insertInto('con_attendance_days').values(day(otherConId, '2026-08-02')).execute();
      await handle.db.deleteFrom('users').where('id', '=', userId).execute();
      expect([await count('con_attendance'), await count('con_attendance_days')]).toEqual([0, 0]);
    });
  });
}
