import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_FILE } from '../db/sqlite-connection';

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
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  return target;
}
