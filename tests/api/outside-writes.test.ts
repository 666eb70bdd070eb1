import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { expect, it } from 'vitest';
import { SQLITE_FILE } from '../../src/server/db/sqlite-connection';
import { announceOutsideChange } from '../../src/server/ops/outside-change';
import { bearer, describeEachDatabase, putProfile, signUp, type TestContext, uniqueName } from './helpers';

const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * Another process writing to the database as the command line or a shell would, beside the
 * server (which hears nothing of it): a second SQLite connection to the same file, or a second
 * PostgreSQL client that then announces the change as `npm run club` does.
 */
async function writeOutside(ctx: TestContext, statement: string, params: unknown[]): Promise<void> {
  const { config } = ctx;
  if (ctx.kind === 'sqlite') {
    const other = new SQLite(path.join(config.dataDir, SQLITE_FILE));
    try {
      other.prepare(statement).run(...params);
    } finally {
      other.close();
    }
    return;
  }
  const client = new pg.Client({
    connectionString: config.databaseUrl,
    options: `-c search_path="${config.databaseSchema}"`,
  });
  await client.connect();
  try {
    let n = 0;
    await client.query(
      statement.replace(/\?/g, () => `$${++n}`),
      params,
    );
  } finally {
    await client.end();
  }
}

/** What the command line does after its write: SQLite's server needs nothing, others hear Redis. */
const announce = (ctx: TestContext) =>
  ctx.kind === 'sqlite' ? Promise.resolve() : announceOutsideChange(ctx.config);

// cache/outside-writes.ts (SQLite) and ops/outside-change.ts (PostgreSQL with Redis): a change made
// outside the API reaches kept answers and sessions within a second, not at their expiry (10–20 s).
describeEachDatabase(
  'writes made outside the server reach kept answers and sessions within a second',
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ url, headers });

    it('a public profile changed by another process shows within a second', async () => {
      const m = await signUp(ctx().app, { username: uniqueName('outside') });
      expect((await putProfile(ctx().app, m.userId, m.token, { city: 'Ames' })).statusCode).toBe(200);
      const url = `/api/public/${m.username}`;
      // The first read teaches the cache what a profile reads; one that met any write meanwhile (a
      // mail job's) is not kept (cache/answer-cache.ts, learning): the next one is, for ten seconds.
      expect((await get(url)).json().city).toBe('Ames');
      expect((await get(url)).json().city).toBe('Ames');

      await writeOutside(ctx(), 'UPDATE users SET city = ? WHERE id = ?', ['Boone', m.userId]);
      if (ctx().kind === 'postgres') expect((await get(url)).json().city).toBe('Ames'); // not told yet
      await announce(ctx());
      await expect
        .poll(async () => (await get(url)).json().city, { timeout: 1000, interval: 50 })
        .toBe('Boone');
    });

    it('a session ended by another process is refused within a second, not after the kept five', async () => {
      const m = await signUp(ctx().app, { username: uniqueName('outside') });
      expect((await get('/api/sessions', bearer(m.token))).statusCode).toBe(200); // session kept
      await writeOutside(ctx(), 'DELETE FROM sessions WHERE user_id = ?', [m.userId]);
      await announce(ctx());
      await expect
        .poll(async () => (await get('/api/sessions', bearer(m.token))).statusCode, {
          timeout: 1000,
          interval: 50,
        })
        .toBe(401);
    });
  },
  {
    // PostgreSQL keeps answers only beside Redis (several instances); SQLite needs neither.
    config: () =>
      REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:${uniqueName('outside')}:` } : {},
  },
);
