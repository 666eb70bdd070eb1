import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection';
import { MIGRATION_LOCK_KEY } from '../../src/server/db/migration-lock';
import { disposeTestDatabase, testConfig } from './helpers';

const PG_URL = process.env.TEST_DATABASE_URL;

/** Sessions waiting for the migration lock (a one-number advisory lock shows its key as objid). */
async function waitingForLock(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_locks
     WHERE locktype = 'advisory' AND classid = 0 AND objid = $1 AND objsubid = 1 AND NOT granted`,
    [MIGRATION_LOCK_KEY],
  );
  return Number(rows[0]?.n);
}

// db/migration-lock.ts: instances (and test suites) starting together migrate one at a time.
it.runIf(PG_URL)('[postgres] a server migrates only once no other holds the migration lock', async () => {
  const config = testConfig('postgres', { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'club-lock-')) });
  const holder = new pg.Client({ connectionString: PG_URL });
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    let opened = false;
    const opening = openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
    }).then((handle) => {
      opened = true;
      return handle;
    });
    await expect.poll(() => waitingForLock(holder), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(opened).toBe(false);

    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    const handle = await opening;
    const members = await handle.db.selectFrom('users').select('id').execute();
    expect(members).toEqual([]);
    await handle.close();
  } finally {
    await holder.end();
    await disposeTestDatabase(config);
  }
});
