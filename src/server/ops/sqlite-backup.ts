import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE } from '../db/sqlite-connection';
import { copySqliteFile } from '../db/sqlite-files';

/**
 * Copies the live SQLite database with SQLite's online backup API: consistent even while the
 * server is writing, unlike copying the file (and its WAL) by hand.
 */
export async function backupSqlite(dataDir: string, now = new Date()): Promise<string> {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const folder = path.join(dataDir, 'backups');
  fs.mkdirSync(folder, { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  const target = path.join(folder, `club-${stamp}.sqlite3`);
  await copySqliteFile(source, target);
  return target;
}
