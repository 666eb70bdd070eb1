import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Insertable, Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection';
import { migrations } from '../../src/server/db/migrations/all';
import type { Database } from '../../src/server/db/schema';
import type { ConventionsTable } from '../../src/server/db/schema-conventions';
import { openSqlite } from '../../src/server/db/sqlite-connection';

/**
 * Migration 026 over a database at 025 with a member: the seeded Midwest cons (listed, no dates),
 * unique slugs, dates both set or both null and in order, the three statuses only, and a
 * suggestion outliving its suggester (suggested_by set to null).
 */
const kinds = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

for (const kind of kinds) {
  describe(`[${kind}] migration 026: conventions`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-026-'));
    const dbName = `club_026_${process.pid}`;
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    let handle: DatabaseHandle;
    let userId = 0;

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
    beforeAll(async () => {
      if (kind === 'sqlite') handle = openSqlite(dataDir, true);
      else {
        await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin(`CREATE DATABASE ${dbName}`);
        const pool = new pg.Pool({ connectionString: adminUrl.replace(/\/[^/]*$/, `/${dbName}`), max: 2 });
        const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
        handle = { db, dialect: 'postgres', close: () => db.destroy() } as DatabaseHandle;
      }
      const to025 = await migrator().migrateTo('025-email-digest');
      if (to025.error) throw to025.error;
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
      const latest = await migrator().migrateToLatest();
      if (latest.error) throw latest.error;
    });

    afterAll(async () => {
      await handle?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    });

    const con = (overrides: Record<string, unknown> = {}) => ({
      slug: `test-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Test Con',
      city: 'Ames',
      state: 'Iowa',
      created_at: Date.now(),
      updated_at: Date.now(),
      ...overrides,
    });
    // Values the checks refuse do not fit the table's types, hence the cast.
    const insert = (values: Record<string, unknown>) =>
      handle.db
        .insertInto('conventions')
        .values(values as unknown as Insertable<ConventionsTable>)
        .execute();

    it('seeds the Midwest cons, listed and without dates', async () => {
      const rows = await handle.db.selectFrom('conventions').selectAll().orderBy('slug').execute();
      expect(rows.map((r) => r.slug)).toContain('gen-con');
      expect(rows.length).toBeGreaterThanOrEqual(11);
      expect(rows.every((r) => r.status === 'listed' && r.starts_on === null && r.ends_on === null)).toBe(
        true,
      );
    });

    it('refuses a taken slug, one day without the other, days out of order and unknown statuses', async () => {
      await expect(insert(con({ slug: 'gen-con' }))).rejects.toThrow();
      await expect(insert(con({ starts_on: '2027-05-01' }))).rejects.toThrow();
      await expect(insert(con({ starts_on: '2027-05-03', ends_on: '2027-05-01' }))).rejects.toThrow();
      await expect(insert(con({ status: 'hidden' }))).rejects.toThrow();
      await insert(
        con({ starts_on: '2027-05-01', ends_on: '2027-05-03', status: 'suggested', suggested_by: userId }),
      );
    });

    it('keeps a suggestion when its suggester goes', async () => {
      await handle.db.deleteFrom('users').where('id', '=', userId).execute();
      const rows = await handle.db
        .selectFrom('conventions')
        .select('suggested_by')
        .where('status', '=', 'suggested')
        .execute();
      expect(rows).toEqual([{ suggested_by: null }]);
    });
  });
}
