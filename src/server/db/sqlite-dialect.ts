import { CompiledQuery, type DatabaseConnection, type Driver, SqliteDialect } from 'kysely';

/**
 * Kysely's SQLite dialect, with transactions that take the write lock when they begin
 * (`BEGIN IMMEDIATE`) instead of at their first write. In this process every query already waits
 * its turn for the one connection; the lock matters when another process writes the same file
 * (`npm run club`, a backup, a second instance): a transaction that read and then wrote would be
 * refused at once with SQLITE_BUSY if the other process had written in between, since the busy
 * timeout cannot help a read snapshot that has gone stale. Begun immediate, it waits up to the
 * busy timeout for the other writer instead, and then cannot be overtaken.
 */
export class WriteLockingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}
