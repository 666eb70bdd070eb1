import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE } from '../db/sqlite-connection';
import { inspectSqliteFile } from '../db/sqlite-files';

export class RestoreError extends Error {}

/**
 * Puts a backup (from `npm run db:backup`) in place as DATA_DIR's database. Checks first that the
 * file is a sound SQLite database of this site (integrity check, migrations table, users table);
 * refuses to replace an existing database unless `force` (run it with the server stopped: the
 * old file, with its -wal and -shm, is then moved aside, never deleted).
 */
export function restoreSqlite(backup: string, dataDir: string, options: { force?: boolean } = {}): string {
  if (!fs.existsSync(backup)) throw new RestoreError(`No backup at ${backup}`);
  let found: ReturnType<typeof inspectSqliteFile>;
  try {
    found = inspectSqliteFile(backup);
  } catch (error) {
    throw new RestoreError(`${backup} is not a SQLite database (${(error as Error).message})`);
  }
  if (found.integrity !== 'ok') throw new RestoreError(`${backup} is damaged: ${found.integrity}`);
  if (!found.tables.has('kysely_migration') || !found.tables.has('users'))
    throw new RestoreError(`${backup} is not a database of this site`);

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
