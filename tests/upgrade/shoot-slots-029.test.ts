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
 * Migration 029 over a database at 026 with two members and a seeded con: slots keep a positive
 * length and price, a photographer cannot book their own slot, a booking has its time, a booker's
 * erased account frees the slot, and a photographer's takes their slots with it.
 */
const kinds = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

for (const kind of kinds) {
  describe(`[${kind}] migration 029: photoshoot slots`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-029-'));
    const dbName = `club_029_${process.pid}`;
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    let handle: DatabaseHandle;
    const ids: number[] = [];
    let conId = 0;

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
    const slot = (over: Record<string, number | null> = {}) => ({
      convention_id: conId,
      photographer_id: ids[0]!,
      day: '2026-03-07',
      starts_at: 1_000_000,
      ends_at: 2_000_000,
      booked_by: null,
      booked_at: null,
      created_at: 1,
      ...over,
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
      const to026 = await migrator().migrateTo('026-conventions');
      if (to026.error) throw to026.error;
      const now = Date.now();
      for (const name of ['lens', 'cosmo']) {
        const row = await handle.db
          .insertInto('users')
          .values({
            username: name,
            username_key: name,
            firstname: name,
            lastname: 'Member',
            birthdate: '1990-01-01',
            password_hash: 'x',
            recoveryemail: '',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      const latest = await migrator().migrateToLatest();
      if (latest.error) throw latest.error;
      conId = (
        await handle.db
          .selectFrom('conventions')
          .select('id')
          .where('slug', '=', 'c2e2')
          .executeTakeFirstOrThrow()
      ).id;
    });

    afterAll(async () => {
      await handle?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    });

    it('refuses an empty slot, a negative price, a booking of one’s own slot or without its time', async () => {
      const insert = (row: ReturnType<typeof slot> & { price_cents?: number }) =>
        handle.db.insertInto('shoot_slots').values(row).execute();
      await expect(insert(slot({ ends_at: 1_000_000 }))).rejects.toThrow();
      await expect(insert({ ...slot(), price_cents: -1 })).rejects.toThrow();
      await expect(insert(slot({ booked_by: ids[0]!, booked_at: 5 }))).rejects.toThrow();
      await expect(insert(slot({ booked_by: ids[1]!, booked_at: null }))).rejects.toThrow();
      await insert(slot({ booked_by: ids[1]!, booked_at: 5 }));
      const rows = await handle.db.selectFrom('shoot_slots').selectAll().execute();
      expect(rows.map((r) => [r.place, Number(r.price_cents), r.notes, r.booked_by])).toEqual([
        ['', 0, '', ids[1]],
      ]);
    });

    it('frees the slot with its booker’s account and goes with its photographer’s', async () => {
      await handle.db.deleteFrom('users').where('id', '=', ids[1]!).execute();
      const [row] = await handle.db.selectFrom('shoot_slots').select('booked_by').execute();
      expect(row?.booked_by).toBeNull();
      await handle.db.deleteFrom('users').where('id', '=', ids[0]!).execute();
      expect(await handle.db.selectFrom('shoot_slots').select('id').execute()).toEqual([]);
    });
  });
}
