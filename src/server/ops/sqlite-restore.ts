import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE } from '../db/sqlite-connection';

export class RestoreError extends Error {}

/**
 * Puts a backup (from `npm run db:backup`) in place as DATA_DIR's database. Checks first that the
 * file is a sound SQLite database of this site (integrity check, migrations table, users table);
 * refuses to replace an existing database unless `force` (run it with the server stopped: the
 * old file, with its -wal and -shm, is then moved aside, never deleted).
 */
export function restoreSqlite(backup: string, dataDir: string, options: { force?: boolean } = {}): string {
  if (!fs.existsSync(backup)) throw new RestoreError(`No backup at ${backup}`);
  let check: SQLite.Database | undefined;
  try {
    check = new SQLite(backup, { readonly: true, fileMustExist: true });
    const integrity = check.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new RestoreError(`${backup} is damaged: ${String(integrity)}`);
    const tables = new Set(
      (
        check.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>
      ).map((t) => t.name),
    );
    if (!tables.has('kysely_migration') || !tables.has('users'))
      throw new RestoreError(`${backup} is not a database of this site`);
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`${backup} is not a SQLite database (${(error as Error).message})`);
  } finally {
    check?.close();
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, SQLITE_FILE);
  if (fs.existsSync(target)) {
    if (!options.force)
      throw new RestoreError(`${target} exists; stop the server and run again with --force to replace it`);
    const aside = `${target}.before-restore-${Date.now()}`;
    fs.renameSync(target, aside);
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, aside + suffix);
    }
  }
  fs.copyFileSync(backup, target);
  return target;
}
