import type pg from 'pg';

/**
 * PostgreSQL: one migration run at a time per database, across every process. Kysely's migrator
 * reads the whole catalogue (every schema's tables) before it takes its own lock, and that read
 * fails when another session drops a schema meanwhile ("schema … does not exist"). Instances
 * starting together then migrate one after the other; the API tests, which give each suite a
 * schema and drop it when done, drop under the same lock (tests/api/helpers.ts) so suites can
 * run in parallel.
 */
export const MIGRATION_LOCK_KEY = 0x636c7562; // "club"

/**
 * Runs `migrate` holding the advisory lock on a connection of its own, which `migrate` may use
 * for its own setup (creating a schema); the connection is ended, so the lock released, after.
 */
export async function withMigrationLock<T>(
  driver: typeof pg,
  connectionString: string,
  migrate: (setup: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new driver.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await migrate(client);
  } finally {
    await client.end();
  }
}
