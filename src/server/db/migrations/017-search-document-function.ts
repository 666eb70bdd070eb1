import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

// Frozen copy of the search document's columns as this migration indexes them (see 002).
const SEARCH_COLUMNS = [
  'username',
  'firstname',
  'lastname',
  'imawhat',
  'complete',
  'inprogress',
  'cosplaygroup',
  'city',
  'state',
] as const;

/**
 * PostgreSQL only: the search document becomes a function declared costly, and the trigram index
 * is rebuilt over it. The inline `lower(a || ' ' || …)` costs ~1.5 µs a row, but the planner
 * prices it as a few cheap operators, so on a small table it preferred evaluating it on every row
 * (Seq Scan, 15 ms at 10k members) to the trigram index (0.2–2.6 ms). PL/pgSQL, because a SQL
 * function would be inlined and its declared cost lost. SQLite's FTS table needs no change.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const params = SEARCH_COLUMNS.map((c) => `${c} text`).join(', ');
  const body = `lower(${SEARCH_COLUMNS.join(" || ' ' || ")})`;
  await sql
    .raw(`CREATE FUNCTION users_search_doc(${params}) RETURNS text
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000
      AS $$ BEGIN RETURN ${body}; END $$`)
    .execute(db);
  await sql
    .raw(`CREATE INDEX users_search_doc_trgm ON users
      USING gin (users_search_doc(${SEARCH_COLUMNS.join(', ')}) gin_trgm_ops)`)
    .execute(db);
  await sql`DROP INDEX users_search_trgm`.execute(db);
  // The state filter's expression gets its own statistics (PostgreSQL 14+): without them the
  // planner guessed a state holds a handful of members, not a tenth of them, and sorted every
  // match of a state to show its first 50 instead of walking the primary key.
  const { rows } = await sql<{ v: string }>`SELECT current_setting('server_version_num') AS v`.execute(db);
  if (Number(rows[0]?.v) >= 140000) {
    await sql`CREATE STATISTICS users_state_list ON ((',' || state || ',')) FROM users`.execute(db);
  }
  // No parallel workers for reads of users: every read serves one request, and starting workers
  // (measured 13 ms before a state's first 50 members came) only takes cores from the other
  // requests on a small machine.
  await sql`ALTER TABLE users SET (parallel_workers = 0)`.execute(db);
}
