import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * A group's discussion and reports of groups (issue 38): `comments.subject_kind` and
 * `comment_policies.subject_kind` also take 'group' (the subject id is the group's id), and so
 * does `reports.subject_kind`. The kinds are written here, not imported: migrations are frozen.
 *
 * PostgreSQL drops the three checks and adds the wider ones. SQLite cannot alter a check, and the
 * database runs in defensive mode (no writable_schema), so each table is rebuilt as the SQLite
 * documentation gives it (sqlite.org/lang_altertable.html §7), in one transaction: the new table
 * made from the old one's own CREATE statement with the wider check (so every column, key and
 * default stays as it is), every row copied with its id, the AUTOINCREMENT counter carried over,
 * the old table dropped, the new one renamed and its indexes made again from their own
 * statements, then a foreign key check.
 *
 * `comments` is referenced by itself (`parent_id`) and by `comment_mentions` (on delete cascade).
 * With foreign keys on, DROP TABLE deletes every row first, which would cascade: the new table
 * therefore references itself by its new name (RENAME rewrites that), and the mentions are saved
 * in a temporary table and put back once the new table has its name. Reactions and reports name a
 * comment by kind and id, without a foreign key, so they are untouched.
 */

const COMMENT_KINDS = ['event', 'con', 'project-entry', 'tutorial', 'album-photo', 'group'];
const REPORT_KINDS = [
  'con-group',
  'shoot-slot',
  'album-photo',
  'project',
  'project-entry',
  'tutorial',
  'comment',
  'message',
  'group',
];
const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table comments drop constraint comments_subject_kind`.execute(db);
    await sql`alter table comments add constraint comments_subject_kind
      check (subject_kind in (${list(COMMENT_KINDS)}))`.execute(db);
    await sql`alter table comment_policies drop constraint comment_policies_subject_kind`.execute(db);
    await sql`alter table comment_policies add constraint comment_policies_subject_kind
      check (subject_kind in (${list(COMMENT_KINDS)}))`.execute(db);
    await sql`alter table reports drop constraint reports_subject_kind_check`.execute(db);
    await sql`alter table reports add constraint reports_subject_kind_check
      check (subject_kind is null or subject_kind in (${list(REPORT_KINDS)}))`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`create temp table saved_mentions as select * from comment_mentions`.execute(trx);
    await rebuild(trx, 'comments', "'album-photo')", "'album-photo', 'group')");
    await sql`insert into comment_mentions select * from saved_mentions
      where comment_id not in (select comment_id from comment_mentions)`.execute(trx);
    await sql`drop table saved_mentions`.execute(trx);
    await rebuild(trx, 'comment_policies', "'album-photo')", "'album-photo', 'group')");
    await rebuild(trx, 'reports', "'message')", "'message', 'group')");
    const broken = await sql`pragma foreign_key_check`.execute(trx);
    if (broken.rows.length > 0) throw new Error('044: a row names another that does not exist');
  });
}

/**
 * Rebuilds an SQLite table with its CREATE statement changed once (`from` → `to`, which must
 * occur exactly once): the same columns, keys and defaults, its rows with their ids, its
 * AUTOINCREMENT counter and its indexes. A reference to itself names the new table.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function rebuild(trx: Kysely<any>, table: string, from: string, to: string): Promise<void> {
  const next = `${table}_new`;
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(trx);
  const create = rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`044: no table ${table}`);
  if (create.split(from).length !== 2) throw new Error(`044: ${table}'s check is not as 040/035 made it`);
  const quoted = `"${table}"`;
  const made = create
    .replace(from, to)
    .replaceAll(`references ${quoted}`, `references "${next}"`)
    .replace(new RegExp(`^create table ${quoted}`, 'i'), `create table "${next}"`);
  if (made === create.replace(from, to)) throw new Error(`044: could not name ${next}`);
  await sql.raw(made).execute(trx);
  await sql`insert into ${sql.table(next)} select * from ${sql.table(table)}`.execute(trx);
  // The counter may be above the highest id left (the newest rows were deleted).
  await sql`delete from sqlite_sequence where name = ${next}`.execute(trx);
  await sql`insert into sqlite_sequence (name, seq)
    select ${next}, seq from sqlite_sequence where name = ${table}`.execute(trx);
  await sql`drop table ${sql.table(table)}`.execute(trx);
  await sql`alter table ${sql.table(next)} rename to ${sql.table(table)}`.execute(trx);
  for (const index of rows.filter((r) => r.type === 'index')) await sql.raw(index.sql).execute(trx);
}
