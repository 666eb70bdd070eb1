import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * SQLite with its prepared statements kept: Kysely's driver prepares every query's SQL afresh,
 * which cost a tenth of the server's time on the member list (docs/performance-history.md). The
 * SQL text of a query builder is the same from call to call (values are parameters), so a few
 * hundred statements cover every query the app makes; the least recently used go first beyond that.
 * SQLite re-prepares a kept statement by itself when a migration changes the schema.
 */
export function withStatementCache(file: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      file.close();
    },
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = file.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > max) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
