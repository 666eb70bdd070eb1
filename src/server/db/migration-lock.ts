/**
 * PostgreSQL: one migration run at a time per database, across every process. Kysely's migrator
 * reads the whole catalogue (every schema's tables) before it takes its own lock, and that read
 * fails when another session drops a schema meanwhile ("schema … does not exist"). Instances
 * starting together then migrate one after the other; the API tests, which give each suite a
 * schema and drop it when done, drop under the same lock (tests/api/helpers.ts) so suites can
 * run in parallel.
 */
export const MIGRATION_LOCK_KEY = 0x636c7562; // "club"

/** Runs `migrate` holding the advisory lock on a connection of its own (ended, so released, after). */
export async function withMigrationLock<T>(connectionString: string, migrate: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await migrate();
  } finally {
    await client.end();
  }
}
