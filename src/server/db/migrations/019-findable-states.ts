import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

// Frozen copy of the club's states as this migration indexes them (shared/constants.ts): adding
// a state needs a new migration that rebuilds the triggers (a test checks the two agree).
const STATES = [
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Michigan',
  'Minnesota',
  'Missouri',
  'Nebraska',
  'North Dakota',
  'Ohio',
  'South Dakota',
  'Wisconsin',
] as const;

// A derived table both databases read (SQLite has no column list for a VALUES alias).
const statesValues = `(${STATES.map((s) => `SELECT '${s}' AS name`).join(' UNION ALL ')}) AS club_states`;

/**
 * The rows of findable_states for one member (`row` is NEW): one per club state their state list
 * names, and none unless the member is listed, active and not deleted. `from` adds a table to
 * read rows from. The state list is matched as the search's state filter matches it
 * (`(',' || state || ',') LIKE '%,Ohio,%'`).
 */
function insertRowsOf(row: string, from = ''): string {
  return `INSERT INTO findable_states (state, user_id, members_only)
    SELECT club_states.name, ${row}.id, CASE WHEN ${row}.visibility = 'everyone' THEN 0 ELSE 1 END
    FROM ${from}${statesValues}
    WHERE ${row}.listed = 1 AND ${row}.deleted_at IS NULL AND ${row}.status = 'active'
      AND (',' || ${row}.state || ',') LIKE '%,' || club_states.name || ',%'`;
}

const WATCHED = ['state', 'listed', 'deleted_at', 'status', 'visibility'];

/**
 * An update changed one of the watched columns (a profile save that rewrites them unchanged does
 * not count). SQLite's `IS NOT` is its null-safe inequality, readable by old sqlite3 shells too.
 */
const watchedChanged = (dialect: Dialect, old: string, row: string) =>
  WATCHED.map((c) => `${old}.${c} ${dialect === 'sqlite' ? 'IS NOT' : 'IS DISTINCT FROM'} ${row}.${c}`).join(
    ' OR ',
  );

/**
 * Which findable members list which state, and whether only members may see them: kept by
 * triggers on users in the same transaction as every write (the server's, `npm run club`'s or
 * one made by hand), so a privacy change can never leave a member behind in it. The state filter
 * reads a state's members from its primary key in id order and counts them without touching
 * users; the state numbers are its group counts. Before, a state's search read and rechecked
 * every member whose search document holds the state's name (PostgreSQL: ~480 heap pages for
 * one state at 10k members, 2.5–3.3 ms a statement). See docs/decisions/0004-search.md.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // The key holds members_only too (SQLite: the table is its key; PostgreSQL: INCLUDE), so a
  // count reads the index alone.
  const sqlite = dialect === 'sqlite';
  await sql
    .raw(`CREATE TABLE findable_states (
      state text NOT NULL,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      members_only smallint NOT NULL,
      PRIMARY KEY (state, user_id)${sqlite ? '' : ' INCLUDE (members_only)'}
    )${sqlite ? ' WITHOUT ROWID' : ''}`)
    .execute(db);
  await sql`CREATE INDEX findable_states_user ON findable_states (user_id)`.execute(db);

  if (sqlite) {
    await sql
      .raw(`CREATE TRIGGER findable_states_insert AFTER INSERT ON users BEGIN
      ${insertRowsOf('new')}; END`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER findable_states_update AFTER UPDATE OF ${WATCHED.join(', ')} ON users
      WHEN ${watchedChanged(dialect, 'old', 'new')} BEGIN
      DELETE FROM findable_states WHERE user_id = old.id;
      ${insertRowsOf('new')}; END`)
      .execute(db);
    // Rows of a removed member go with it, also for a connection with foreign keys off (the
    // sqlite3 shell's default), where ON DELETE CASCADE does nothing.
    await sql
      .raw(`CREATE TRIGGER findable_states_delete AFTER DELETE ON users BEGIN
      DELETE FROM findable_states WHERE user_id = old.id; END`)
      .execute(db);
  } else {
    await sql
      .raw(`CREATE FUNCTION findable_states_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN DELETE FROM findable_states WHERE user_id = OLD.id; END IF;
        ${insertRowsOf('NEW')};
        RETURN NULL;
      END $$`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER findable_states_insert AFTER INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION findable_states_sync()`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER findable_states_update AFTER UPDATE OF ${WATCHED.join(', ')} ON users
      FOR EACH ROW WHEN (${watchedChanged(dialect, 'OLD', 'NEW')}) EXECUTE FUNCTION findable_states_sync()`)
      .execute(db);
  }
  // Every member already here.
  await sql.raw(insertRowsOf('users', 'users, ')).execute(db);
  // Statistics now, not at autovacuum's next pass: without them PostgreSQL guesses a state holds
  // a handful of rows and sorts all of a state's members to page them.
  if (dialect === 'postgres') await sql`ANALYZE findable_states`.execute(db);
}
