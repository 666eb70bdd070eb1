import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Insertable, Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/server/db/connection';
import { migrations } from '../../src/server/db/migrations/all';
import type { Database, UsersTable } from '../../src/server/db/schema';
import { openSqlite } from '../../src/server/db/sqlite-connection';

/** The dialects an upgrade test runs on: SQLite always, PostgreSQL when the test database is given. */
export const upgradeKinds = process.env.TEST_DATABASE_URL
  ? (['sqlite', 'postgres'] as const)
  : (['sqlite'] as const);

/** The migration that comes right before `name` in the release's list. */
export function migrationBefore(name: string): string {
  const names = Object.keys(migrations);
  const at = names.indexOf(name);
  if (at < 1) throw new Error(`no migration before ${name}`);
  return names[at - 1]!;
}

/**
 * A fresh database of one dialect that a test migrates step by step (to the migration before the
 * one it checks, then on): `migrateTo(name)`, `migrateToLatest()`, and `dispose()` at the end.
 */
export async function migratingDatabase(kind: 'sqlite' | 'postgres', label: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `club-${label}-`));
  const dbName = `club_${label}_${process.pid}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let handle: DatabaseHandle;
  if (kind === 'sqlite') handle = openSqlite(dataDir, true);
  else {
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${dbName}`);
    const pool = new pg.Pool({ connectionString: adminUrl.replace(/\/[^/]*$/, `/${dbName}`), max: 2 });
    // dispose() drops the database WITH (FORCE): an idle client the pool has not closed yet is then
    // terminated (57P01), which the pool reports as an 'error' event; unheard, it fails the run.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    handle = { db, dialect: 'postgres', close: () => db.destroy() } as DatabaseHandle;
  }
  const migrator = new Migrator({
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
  const done = (result: { error?: unknown }) => {
    if (result.error) throw result.error;
  };
  return {
    db: handle.db,
    dialect: handle.dialect,
    migrateTo: async (name: string) => done(await migrator.migrateTo(name)),
    migrateToLatest: async () => done(await migrator.migrateToLatest()),
    async dispose() {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

/**
 * A member as an older release stored one: the columns 001 requires (name Legacy Member), and
 * `more` for the columns a test sets itself. Returns the member's id.
 */
export async function insertLegacyMember(
  db: Kysely<Database>,
  username: string,
  now: number,
  more: Partial<Insertable<UsersTable>> = {},
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username,
      username_key: username,
      firstname: 'Legacy',
      lastname: 'Member',
      birthdate: '1990-01-01',
      password_hash: 'x',
      recoveryemail: '',
      created_at: now,
      updated_at: now,
      ...more,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A listed con over 6–8 March 2030 in Rosemont, Illinois (migration 026's columns). Returns its id. */
export async function insertListedCon(db: Kysely<Database>, slug: string, name: string, now: number) {
  const row = await db
    .insertInto('conventions')
    .values({
      slug,
      name,
      city: 'Rosemont',
      state: 'Illinois',
      starts_on: '2030-03-06',
      ends_on: '2030-03-08',
      status: 'listed',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
