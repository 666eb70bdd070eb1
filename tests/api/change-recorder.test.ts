import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Changes,
  closeWriteLog,
  collectingReads,
  collectingWrites,
  newWriteLog,
  scopesOpen,
} from '../../src/server/db/change-recorder';
import { openDatabase } from '../../src/server/db/connection';
import type { DatabaseHandle } from '../../src/server/db/database-handle';
import { DATABASES, disposeTestDatabase, testConfig } from './helpers';

const tablesOf = (changes: Changes | undefined) =>
  changes === undefined || changes === 'everything' ? changes : changes.map((change) => change.table);

// db/change-recorder.ts on a real database of each kind: what the caches learn from statements.
describe.each(DATABASES)('the change recorder [%s]', (kind) => {
  const config = testConfig(kind);
  let database: DatabaseHandle;
  const loose: Changes[] = [];
  let userId: number;

  beforeAll(async () => {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
    });
    database.changes.onLooseWrite((changes) => loose.push(changes));
    const { createRepos } = await import('../../src/server/db/repos');
    const user = { firstname: 'Rec', lastname: 'Order', birthdate: '1990-01-01', password_hash: 'x' };
    userId = await createRepos(database).users.insert(
      { ...user, username: `rec${process.pid}`, recoveryemail: 'rec@example.com', referredby: '' },
      1,
    );
  });
  afterAll(async () => {
    await database.close();
    await disposeTestDatabase(config);
  });

  // A column search does not read (the bio is searched since issue 33: its writes also name the search tables).
  it('collects the writes made inside a log, transactions included, and nothing else', async () => {
    loose.length = 0;
    const log = newWriteLog();
    const collecting = collectingWrites(log, async () => {
      await database.db.selectFrom('users').select('id').execute();
      await database.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ instagram: 'hi' }).where('id', '=', userId).execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute(); // matches no row
      });
    });
    await collecting.value;
    collecting.release();
    const changes = closeWriteLog(log);
    expect(changes).toEqual([{ table: 'users', columns: ['instagram'], keys: { id: [userId] } }]);
    expect(loose).toEqual([]);
  });

  it('hands a write outside any log (or after its log closed) on once the database has done it', async () => {
    loose.length = 0;
    const log = newWriteLog();
    closeWriteLog(log);
    const collecting = collectingWrites(log, () =>
      database.db.updateTable('users').set({ instagram: 'x' }).where('id', '=', userId).execute(),
    );
    await collecting.value;
    collecting.release();
    expect(loose.map(tablesOf)).toEqual([['users']]);
    await database.db.updateTable('users').set({ instagram: 'y' }).where('id', '=', -1).execute();
    expect(loose).toHaveLength(1); // it matched no row: nothing changed
  });

  it('hands on a batch (a job) together, once it is done, and a raw write as everything', async () => {
    loose.length = 0;
    await database.changes.batch(async () => {
      await database.db.updateTable('users').set({ about: 'a' }).where('id', '=', userId).execute();
      expect(loose).toEqual([]);
      await sql`UPDATE users SET about = 'b' WHERE id = ${userId}`.execute(database.db);
    });
    expect(loose).toEqual(['everything']);
  });

  it('answers what a computation read, the session lookup compiled once included', async () => {
    const { reads } = await collectingReads(async () => {
      await database.db.selectFrom('events').select(['title']).execute();
    });
    expect(reads).toHaveLength(1);
    expect(reads[0]?.words).toContain('title');
    const { createRepos } = await import('../../src/server/db/repos');
    const repos = createRepos(database);
    const session = await collectingReads(() => repos.sessions.findUser('nope', 0));
    expect(session.value).toBeUndefined();
    expect(session.reads[0]?.words).toContain('credential_generation');
  });

  it('keeps its storage on only while work is inside a scope (Node 20 hooks every promise while on)', async () => {
    expect(scopesOpen()).toBe(0);
    const inside: number[] = [];
    await database.changes.batch(async () => {
      inside.push(scopesOpen());
      await collectingReads(async () => {
        inside.push(scopesOpen());
        await database.db.selectFrom('users').select('id').execute();
      });
    });
    expect(inside).toEqual([1, 2]);
    expect(scopesOpen()).toBe(0);
    await expect(
      collectingReads(async () => {
        throw new Error('failed read');
      }),
    ).rejects.toThrow('failed read');
    expect(scopesOpen()).toBe(0);
  });
});
