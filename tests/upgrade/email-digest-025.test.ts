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
 * Migration 025 over a database at 024 with a member: a digest choice per member (one row), a
 * frequency of weekly, daily or off only (weekly when not given), never sent yet, and it goes
 * with its member.
 */
const kinds = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

for (const kind of kinds) {
  describe(`[${kind}] migration 025: email digest choices`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-025-'));
    const dbName = `club_025_${process.pid}`;
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
    // 'hourly' is what the check refuses, hence the cast.
    const choice = (frequency?: string) => ({
      user_id: userId,
      ...(frequency ? { frequency: frequency as 'daily' } : {}),
      unsubscribe_nonce: 'nonce',
      updated_at: Date.now(),
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
      const to024 = await migrator().migrateTo('024-push-subscriptions');
      if (to024.error) throw to024.error;
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

    it('keeps one choice per member, weekly unless given, of the three frequencies only', async () => {
      await expect(
        handle.db.insertInto('digest_choices').values(choice('hourly')).execute(),
      ).rejects.toThrow();
      await handle.db.insertInto('digest_choices').values(choice()).execute();
      await expect(
        handle.db.insertInto('digest_choices').values(choice('daily')).execute(),
      ).rejects.toThrow();
      const rows = await handle.db.selectFrom('digest_choices').selectAll().execute();
      expect(rows.map((r) => [r.user_id, r.frequency, r.last_sent_at])).toEqual([[userId, 'weekly', null]]);
    });

    it('erases the choice with its member', async () => {
      await handle.db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await handle.db.selectFrom('digest_choices').select('user_id').execute()).toEqual([]);
    });
  });
}
