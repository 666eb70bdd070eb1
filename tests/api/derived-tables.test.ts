import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection';
import type { DatabaseHandle } from '../../src/server/db/database-handle';
import { DERIVED_TABLES } from '../../src/server/db/derived-tables';
import { DATABASES, disposeTestDatabase, testConfig } from './helpers';

const WRITTEN = /\b(?:INSERT\s+INTO|DELETE\s+FROM|UPDATE)\s+([a-z_][a-z0-9_]*)/gi;

/** Each trigger's table and the body it runs (SQLite: its SQL; PostgreSQL: its function's). */
async function triggers(database: DatabaseHandle): Promise<{ on: string; body: string }[]> {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ on: string; body: string }>`
      SELECT tbl_name AS "on", sql AS body FROM sqlite_master WHERE type = 'trigger'`.execute(database.db);
    // What it runs starts at BEGIN (before it, "AFTER UPDATE OF … ON users" names no written table).
    return rows.map(({ on, body }) => ({ on, body: body.slice(body.toUpperCase().indexOf('BEGIN')) }));
  }
  const { rows } = await sql<{ on: string; body: string }>`
    SELECT c.relname AS "on", p.prosrc AS body
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace`.execute(database.db);
  return rows;
}

// The change recorder never sees what triggers write: every table a trigger writes must be
// declared in db/derived-tables.ts, or the answers reading it would never be cleared.
describe.each(DATABASES)('tables written by triggers [%s]', (kind) => {
  const config = testConfig(kind);
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
    });
  });
  afterAll(async () => {
    await database.close();
    await disposeTestDatabase(config);
  });

  it('are all declared, with the table whose writes fill them', async () => {
    const found = await triggers(database);
    const written = found.flatMap(({ on, body }) =>
      [...body.replace(/--[^\n]*/g, '').matchAll(WRITTEN)]
        .map((match) => match[1]!.toLowerCase())
        .filter((table) => table !== on.toLowerCase())
        .map((table) => ({ table, from: on.toLowerCase() })),
    );
    for (const each of written)
      expect(
        DERIVED_TABLES.some((d) => d.table === each.table && d.from === each.from),
        each.table,
      ).toBe(true);
    // The check finds something to check: SQLite's full-text index is filled by triggers.
    if (kind === 'sqlite') expect(written.map((w) => w.table)).toContain('users_search');
  });
});
