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
 * Migration 024 over a database at 022 with members: their devices can be stored, an endpoint
 * once only, a device starts with no push and no failure, and goes with its member.
 */
const kinds = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

for (const kind of kinds) {
  describe(`[${kind}] migration 024: push subscriptions`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-024-'));
    const dbName = `club_024_${process.pid}`;
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
    const device = (endpoint: string) => ({
      user_id: userId,
      endpoint,
      p256dh: 'BPk',
      auth: 'c2VjcmV0',
      label: 'Phone',
      created_at: Date.now(),
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
      const to022 = await migrator().migrateTo('022-search-bios');
      if (to022.error) throw to022.error;
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

    it('stores a member’s devices, each endpoint once, with no push and no failure yet', async () => {
      await handle.db.insertInto('push_subscriptions').values(device('https://push.example/a')).execute();
      await handle.db.insertInto('push_subscriptions').values(device('https://push.example/b')).execute();
      await expect(
        handle.db.insertInto('push_subscriptions').values(device('https://push.example/a')).execute(),
      ).rejects.toThrow();
      const rows = await handle.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.endpoint, r.last_push_at, Number(r.failures)])).toEqual([
        ['https://push.example/a', null, 0],
        ['https://push.example/b', null, 0],
      ]);
      expect(rows[1]!.id).toBeGreaterThan(rows[0]!.id);
    });

    it('erases the devices with their member', async () => {
      await handle.db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await handle.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
    });
  });
}
