import SQLite from 'better-sqlite3';

/**
 * Copies a live SQLite file with SQLite's online backup API: consistent even while the server is
 * writing, unlike copying the file (and its WAL) by hand (ops/sqlite-backup.ts).
 */
export async function copySqliteFile(source: string, target: string): Promise<void> {
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
}

/**
 * What a restore checks of a backup before it takes its place (ops/sqlite-restore.ts): SQLite's
 * integrity check ('ok' when sound) and the names of its tables. Throws when it is no SQLite file.
 */
export function inspectSqliteFile(file: string): { integrity: string; tables: Set<string> } {
  const check = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(check.pragma('integrity_check', { simple: true }));
    if (integrity !== 'ok') return { integrity, tables: new Set() };
    const rows = check.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{
      name: string;
    }>;
    return { integrity, tables: new Set(rows.map((t) => t.name)) };
  } finally {
    check.close();
  }
}
