import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * SQLite only: a read-only view of the search index's vocabulary, each trigram with the number
 * of members' documents holding it (FTS5's `fts5vocab`, stored as nothing but its definition).
 * The search reads it to find the rarest part of a long term (db/search-terms.ts). PostgreSQL's
 * trigram index needs nothing of the kind.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`CREATE VIRTUAL TABLE users_search_terms USING fts5vocab(users_search, 'row')`.execute(db);
}
