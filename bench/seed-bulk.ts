import { type Kysely, sql } from 'kysely';
import { writeMemberListsFromText } from '../src/server/db/member-values';
import type { Database } from '../src/server/db/schema';
import { memberBatches } from './member-rows';

/** Rows per INSERT: eleven text arrays of this length travel as eleven parameters (~2 MB). */
const BATCH = 20_000;

/** The columns that differ from row to row, sent as one array each and unnested together. */
const VARYING = [
  'username',
  'username_key',
  'firstname',
  'lastname',
  'recoveryemail',
  'state',
  'imawhat',
  'city',
  'complete',
  'inprogress',
  'cosplaygroup',
] as const;

export interface BulkSeedTimes {
  /** Generating and inserting the rows, without the dropped indexes. */
  insertSeconds: number;
  /** Rebuilding the dropped indexes. */
  indexSeconds: number;
}

interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * PostgreSQL only: the same members as seedMembers (same generator, same order, so member i still
 * gets id i + 1), loaded in one transaction with `INSERT … SELECT FROM unnest(…)` of 20,000 rows,
 * while the table's plain indexes (the trigram GIN on the search document above all) are dropped
 * and then rebuilt from their own `pg_get_indexdef`, so the schema ends exactly as the migrations
 * left it. Indexes that back a constraint (primary key, unique username_key) stay in place.
 * At 1M members: ~40 s instead of ~75 s row by row, and a trigram index of 110 MB instead of 160
 * MB with no pending list left to flush (see bench/seed-check.ts).
 */
export async function seedMembersFast(
  db: Kysely<Database>,
  count: number,
  passwordHash: string,
): Promise<BulkSeedTimes> {
  const times = { insertSeconds: 0, indexSeconds: 0 };
  await db.transaction().execute(async (trx) => {
    // The app's pool stops statements after 10 s; rebuilding the indexes takes longer at 1M.
    await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    await sql`SET LOCAL maintenance_work_mem = '512MB'`.execute(trx);
    const indexes = await plainIndexes(trx);
    for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(trx);
    const now = Date.now();
    const insertStart = performance.now();
    for (const rows of memberBatches(count, passwordHash, BATCH)) {
      // birthdate and about are the same for every member (member-rows.ts): sent once.
      const first = rows[0]!;
      const arrays = VARYING.map((column) => sql`${rows.map((row) => row[column])}::text[]`);
      await sql`INSERT INTO users (${sql.join(VARYING.map((c) => sql.ref(c)))},
          birthdate, password_hash, about, created_at, updated_at)
        SELECT *, ${first.birthdate}, ${passwordHash}, ${first.about}, ${now}::bigint, ${now}::bigint
        FROM unnest(${sql.join(arrays)})`.execute(trx);
    }
    const indexStart = performance.now();
    times.insertSeconds = (indexStart - insertStart) / 1000;
    for (const index of indexes) await sql.raw(index.definition).execute(trx);
    times.indexSeconds = (performance.now() - indexStart) / 1000;
  });
  // Their states and roles in member_states and member_roles, as a profile save writes them.
  await writeMemberListsFromText(db);
  await sql`ANALYZE users, member_states, member_roles`.execute(db);
  return times;
}

/** The indexes on users that no constraint owns, with the statement that recreates each. */
async function plainIndexes(db: Kysely<Database>): Promise<IndexDefinition[]> {
  const { rows } = await sql<IndexDefinition>`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    WHERE i.indrelid = 'users'::regclass
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
    ORDER BY 1`.execute(db);
  return rows;
}
