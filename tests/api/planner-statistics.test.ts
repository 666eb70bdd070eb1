import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection';
import type { DatabaseHandle } from '../../src/server/db/database-handle';
import { createRepos } from '../../src/server/db/repos';
import { disposeTestDatabase, testConfig } from './helpers';

// db/planner-statistics.ts: SQLite gathers no statistics by itself; the start and the hourly
// sweep ask it to, so the state numbers' plan over member_states stays the cheap one.
const config = testConfig('sqlite');
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: config.dataDir });
});
afterAll(async () => {
  await database.close();
  await disposeTestDatabase(config);
});

it('[sqlite] brings the statistics of grown tables up to date', async () => {
  const repos = createRepos(database);
  for (let i = 0; i < 400; i++) {
    const userId = await repos.users.insert(
      {
        username: `stat${i}`,
        firstname: 'S',
        lastname: 'T',
        birthdate: '1990-01-01',
        password_hash: 'x',
        recoveryemail: 's@example.org',
        referredby: '',
      },
      1,
    );
    await database.db.insertInto('member_states').values({ user_id: userId, state: 'Ohio' }).execute();
  }
  const analyzed = async () =>
    (
      await sql<{ tbl: string }>`SELECT DISTINCT tbl FROM sqlite_stat1`
        .execute(database.db)
        .catch(() => ({ rows: [] }))
    ).rows.map((row) => row.tbl);
  expect(await analyzed()).not.toContain('member_states');
  await repos.plannerStatistics.refresh();
  expect(await analyzed()).toEqual(expect.arrayContaining(['member_states', 'users']));
});
