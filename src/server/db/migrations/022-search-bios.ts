import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Issue 33, item 4: the search document gains the member's bio (`about`), after the columns
 * migrations 002 and 017 indexed. SQLite: the FTS5 table's triggers are made again with the new
 * document and every member's row rewritten; PostgreSQL: the document function takes one more
 * column and its trigram index is rebuilt on it. See docs/decisions/0027-search-words-and-states.md.
 */
// Frozen copy of the search document's columns as this migration indexes them.
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
  'about',
] as const;
const OLD_PARAMS = 'text, text, text, text, text, text, text, text, text';

const documentOf = (prefix = '') =>
  `lower(${SEARCH_COLUMNS.map((c) => `${prefix}${c}`).join(" || ' ' || ")})`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`DROP INDEX IF EXISTS users_search_doc_trgm`.execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS users_search_doc(${OLD_PARAMS})`).execute(db);
    // As 017 made it: PL/pgSQL so that it is not inlined, and costly so that the planner reads
    // the trigram index rather than computing the document on every row.
    const params = SEARCH_COLUMNS.map((c) => `${c} text`).join(', ');
    await sql
      .raw(`CREATE FUNCTION users_search_doc(${params}) RETURNS text
        LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000
        AS $$ BEGIN RETURN ${documentOf()}; END $$`)
      .execute(db);
    await sql
      .raw(`CREATE INDEX users_search_doc_trgm ON users
        USING gin (users_search_doc(${SEARCH_COLUMNS.join(', ')}) gin_trgm_ops)`)
      .execute(db);
    await sql`ANALYZE users`.execute(db);
    return;
  }
  for (const name of ['users_search_insert', 'users_search_update', 'users_search_delete'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  const doc = documentOf('new.');
  await sql
    .raw(`CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN
      INSERT INTO users_search(rowid, doc) VALUES (new.id, ${doc}); END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER users_search_update AFTER UPDATE OF ${SEARCH_COLUMNS.join(', ')} ON users BEGIN
      UPDATE users_search SET doc = ${doc} WHERE rowid = new.id; END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN
      DELETE FROM users_search WHERE rowid = old.id; END`)
    .execute(db);
  // Every member's document again, then the index merged into one segment.
  await sql`DELETE FROM users_search`.execute(db);
  await sql.raw(`INSERT INTO users_search(rowid, doc) SELECT id, ${documentOf()} FROM users`).execute(db);
  await sql`INSERT INTO users_search(users_search) VALUES ('optimize')`.execute(db);
}
