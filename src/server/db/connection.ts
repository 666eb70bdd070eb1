import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
import { ChangeRecorder } from './change-recorder';
import type { DatabaseHandle } from './database-handle';
import type { Dialect } from './dialect';
import { withMigrationLock } from './migration-lock';
import { migrations } from './migrations/all';
import type { Database } from './schema';
import { openSqlite } from './sqlite-connection';
import { checkDatabaseFile } from './sqlite-file-guard';

export type { DatabaseHandle, Dialect };

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: a schema to create and use (each test run gets its own). */
  databaseSchema?: string;
  /**
   * PostgreSQL only: connections kept open at most (DATABASE_POOL_SIZE, 20). Under the mixed load
   * ten kept 40–60 reads waiting for a connection while the ones holding them waited for the busy
   * event loop to read their results (docs/performance-history.md §4).
   */
  poolSize?: number;
  /** SQLite only: start on a new database although DATA_DIR was used before (ALLOW_NEW_DATABASE). */
  allowNewDatabase?: boolean;
}

/**
 * The PostgreSQL driver, loaded when a DATABASE_URL asks for it: a server on SQLite never holds
 * its code (about 3 MB of heap, docs/performance-history.md §3).
 */
async function loadPg() {
  const { default: pg } = await import('pg');
  // PostgreSQL returns bigint as text by default; our bigints are epoch milliseconds, safe as numbers.
  pg.types.setTypeParser(20, (v) => Number(v));
  return pg;
}

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  const handle = openSqlite(options.dataDir, options.allowNewDatabase);
  await migrateOrClose(handle);
  return handle;
}

/** Applies pending migrations; on failure closes the handle so no connection is left open. */
async function migrateOrClose(handle: DatabaseHandle, schema?: string): Promise<void> {
  try {
    await migrate(handle, schema);
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Creates the schema (tests) and migrates on one setup connection holding the migration lock
 * (db/migration-lock.ts), then serves from a pool.
 */
async function openPostgres(options: DatabaseOptions & { databaseUrl: string }): Promise<DatabaseHandle> {
  const pg = await loadPg();
  const schema = options.databaseSchema?.replace(/"/g, '');
  return withMigrationLock(pg, options.databaseUrl, async (setup) => {
    if (schema) await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const handle = openPostgresPool(pg, options.databaseUrl, options.poolSize, schema);
    await migrateOrClose(handle, schema);
    return handle;
  });
}

function openPostgresPool(
  pg: Awaited<ReturnType<typeof loadPg>>,
  databaseUrl: string,
  poolSize = 20,
  schema?: string,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // Fail fast rather than hang when the database is unreachable.
    connectionTimeoutMillis: 5000,
    statement_timeout: 10_000,
    ...(schema ? { options: `-c search_path="${schema}",public` } : {}),
  });
  // A connection dropped while idle (database restarted) must not crash the process; the pool
  // replaces it on the next query.
  const onLost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', onLost);
  // A checked-out client can fail between two queries too; without a listener that would throw.
  pool.on('connect', (client) => client.on('error', onLost));
  const changes = new ChangeRecorder();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [changes] });
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, dialect: 'postgres', changes, close: () => db.destroy(), poolStats };
}

async function migrate(handle: DatabaseHandle, schema?: string): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) {
        out[name] = { up: (db) => m.up(db, handle.dialect) };
      }
      return out;
    },
  };
  // With its own schema, the migrator must look for its tables there: its existence check looks
  // across every schema and would otherwise see another run's tables.
  const migrator = new Migrator({
    db: handle.db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Throws unless the database answers a trivial query (and, on SQLite, checkDatabaseFile passes). */
export async function pingDatabase(handle: DatabaseHandle): Promise<void> {
  checkDatabaseFile(handle);
  await sql`select 1`.execute(handle.db);
}
