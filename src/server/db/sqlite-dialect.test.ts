import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Dialect, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { WriteLockingSqliteDialect } from './sqlite-dialect';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A WAL database file with one row, opened by this process's server-like handle and by "another process". */
function sharedFile(makeDialect: (database: SQLite.Database) => Dialect) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-dialect-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.sqlite3');
  const server = new SQLite(file);
  server.pragma('journal_mode = WAL');
  server.exec('CREATE TABLE items (id INTEGER PRIMARY KEY)');
  server.exec('INSERT INTO items VALUES (1)');
  // The other process (npm run club, a second instance) waits at most 100 ms for a lock.
  const other = new SQLite(file, { timeout: 100 });
  // biome-ignore lint/suspicious/noExplicitAny: a one-table test database
  const db = new Kysely<any>({ dialect: makeDialect(server) });
  return { db, other, ids: () => other.prepare('SELECT id FROM items ORDER BY id').pluck().all() };
}

/** A transaction that reads, lets the other process try to write, then writes itself. */
async function readThenWrite(
  // biome-ignore lint/suspicious/noExplicitAny: a one-table test database
  db: Kysely<any>,
  otherWrites: () => void,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT count(*) FROM items`.execute(trx);
    otherWrites();
    await sql`INSERT INTO items VALUES (3)`.execute(trx);
  });
}

describe('SQLite transactions beside another process writing the same file', () => {
  it('hold the write lock from their start: the other writer waits, and the transaction commits', async () => {
    const { db, other, ids } = sharedFile((database) => new WriteLockingSqliteDialect({ database }));
    let otherError: unknown;
    await readThenWrite(db, () => {
      try {
        other.prepare('INSERT INTO items VALUES (2)').run();
      } catch (error) {
        otherError = error;
      }
    });
    expect((otherError as { code?: string }).code).toBe('SQLITE_BUSY');
    expect(ids()).toEqual([1, 3]);
    other.prepare('INSERT INTO items VALUES (2)').run(); // once it is done, the other writes
    expect(ids()).toEqual([1, 2, 3]);
    await db.destroy();
    other.close();
  });

  it('(why) begun deferred, the same transaction is refused once the other process wrote meanwhile', async () => {
    const { db, other, ids } = sharedFile((database) => new SqliteDialect({ database }));
    await expect(
      readThenWrite(db, () => other.prepare('INSERT INTO items VALUES (2)').run()),
    ).rejects.toMatchObject({ code: 'SQLITE_BUSY_SNAPSHOT' });
    expect(ids()).toEqual([1, 2]);
    await db.destroy();
    other.close();
  });
});
