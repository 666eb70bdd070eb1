import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { ChangeRecorder } from './change-recorder';
import type { DatabaseHandle } from './database-handle';
import type { Database } from './schema';
import { WriteLockingSqliteDialect } from './sqlite-dialect';
import { guardWrites } from './sqlite-file-guard';
import { withStatementCache } from './statement-cache';

/** The one-machine setup's database: one file in DATA_DIR, opened by the server alone. */
export const SQLITE_FILE = 'club.sqlite3';
/** Written into DATA_DIR at the first start: a DATA_DIR with it but no database lost its data. */
export const DATA_DIR_MARKER = '.club-data-dir';

/**
 * Opens (or creates) DATA_DIR's database file with the settings the server relies on. A DATA_DIR
 * used before whose database file is missing (deleted, a backup restored to the wrong place) is
 * refused: a new, empty database would come up with every account gone. `allowNew`
 * (ALLOW_NEW_DATABASE=1) starts fresh anyway.
 */
export function openSqlite(dataDir: string, allowNew = false): DatabaseHandle {
  assertWritable(dataDir);
  const filePath = path.join(dataDir, SQLITE_FILE);
  const marker = path.join(dataDir, DATA_DIR_MARKER);
  const usedBefore = fs.existsSync(marker);
  if (usedBefore && !fs.existsSync(filePath) && !allowNew) {
    throw new Error(
      `DATA_DIR ${dataDir} was used before but its database ${SQLITE_FILE} is missing: restore it from a backup, or set ALLOW_NEW_DATABASE=1 to start on a new, empty database`,
    );
  }
  const file = new SQLite(filePath);
  const { dev, ino } = fs.statSync(filePath);
  // WAL + NORMAL: commits survive a process crash and cost ~0.04 ms instead of ~0.9 ms.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Existing installs get the marker on their first start with this release too.
  if (!usedBefore) {
    fs.writeFileSync(marker, `This folder holds a club site's data; ${SQLITE_FILE} is its database.\n`);
  }
  const identity = { path: filePath, dev, ino };
  const database = guardWrites(withStatementCache(file), identity);
  const changes = new ChangeRecorder();
  const db = new Kysely<Database>({
    dialect: new WriteLockingSqliteDialect({ database }),
    plugins: [changes],
  });
  // data_version changes on this connection only when another connection commits.
  const dataVersion = file.prepare('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get();
  const writtenElsewhere = () => {
    const version = dataVersion.get();
    const changed = version !== seenVersion;
    seenVersion = version;
    return changed;
  };
  return { db, dialect: 'sqlite', changes, close: () => db.destroy(), file: identity, writtenElsewhere };
}

/** Fails early, with the folder's name, when DATA_DIR cannot be created or written. */
function assertWritable(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`DATA_DIR ${dataDir} is not writable (${code}); the database was not opened`);
  }
}
