import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

// Frozen copy of the search document as this migration created it: a migration must not change
// when live code (src/server/db/search-document.ts) does. A new document needs a new migration.
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

function searchDocumentSql(prefix = ''): string {
  return `lower(${SEARCH_COLUMNS.map((c) => `${prefix}${c}`).join(" || ' ' || ")})`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('display', blob, (c) => c.notNull())
    .addColumn('thumb', blob, (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_user_id').on('images').column('user_id').execute();

  if (dialect === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql
      .raw(`CREATE INDEX users_search_trgm ON users USING gin ((${searchDocumentSql()}) gin_trgm_ops)`)
      .execute(db);
    return;
  }
  // SQLite: an FTS5 trigram table kept in step with users by triggers (substring search ~40x faster than LIKE).
  await sql`CREATE VIRTUAL TABLE users_search USING fts5(doc, tokenize = 'trigram')`.execute(db);
  const doc = searchDocumentSql('new.');
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
  await sql
    .raw(`INSERT INTO users_search(rowid, doc) SELECT id, ${searchDocumentSql()} FROM users`)
    .execute(db);
}
