import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../dialect';

/** The kinds a report may name after this migration (033's three, the projects' three, comments and messages). */
const KINDS = sql`subject_kind is null or subject_kind in ('con-group', 'shoot-slot', 'album-photo', 'project', 'project-entry', 'tutorial', 'comment', 'message')`;

/**
 * Reports of costume projects, their log entries and their tutorials (issue 36 item 8):
 * `reports.subject_kind` also takes 'project', 'project-entry' and 'tutorial' (the subject id is
 * the project's, the entry's or the tutorial's id; tutorials arrive in 037), and, for issue 37's
 * conversation, 'comment' and 'message' (their tables arrive later): one rebuild of the table
 * instead of two.
 *
 * PostgreSQL drops 033's check and adds the wider one. SQLite cannot alter a check, so the table
 * is rebuilt the way its documentation gives (sqlite.org/lang_altertable.html §7), in one
 * transaction: a new table with the same columns, keys and defaults, every row copied with its id,
 * the AUTOINCREMENT counter carried over (ids of deleted reports are never reused), the old table
 * dropped, the new one renamed and its indexes made again, then a foreign key check. No table
 * references `reports`, and no trigger or view reads it, so nothing else needs rebuilding.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    // 033 let PostgreSQL name the check; find it by its table and column, in this schema only.
    const { rows } = await sql<{ name: string }>`
      select c.conname as name from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.conrelid = 'reports'::regclass and c.contype = 'c' and a.attname = 'subject_kind'`.execute(db);
    for (const { name } of rows) await sql`alter table reports drop constraint ${sql.id(name)}`.execute(db);
    await sql`alter table reports add constraint reports_subject_kind_check check (${KINDS})`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('reports_new')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('resolved_at', 'bigint')
      .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('subject_kind', 'text', (c) => c.check(KINDS))
      .addColumn('subject_id', 'text')
      .execute();
    const columns = sql.raw(
      'id, member_id, reporter_id, image, reason, note, status, created_at, resolved_at, resolved_by, subject_kind, subject_id',
    );
    await sql`insert into reports_new (${columns}) select ${columns} from reports`.execute(trx);
    // The counter may be above the highest id left (the newest reports were erased with a member).
    await sql`delete from sqlite_sequence where name = 'reports_new'`.execute(trx);
    await sql`insert into sqlite_sequence (name, seq)
      select 'reports_new', seq from sqlite_sequence where name = 'reports'`.execute(trx);
    await sql`drop table reports`.execute(trx);
    await sql`alter table reports_new rename to reports`.execute(trx);
    await trx.schema.createIndex('reports_open').on('reports').columns(['status', 'member_id']).execute();
    await trx.schema
      .createIndex('reports_reporter')
      .on('reports')
      .columns(['reporter_id', 'created_at'])
      .execute();
    const broken = await sql`pragma foreign_key_check(reports)`.execute(trx);
    if (broken.rows.length > 0) throw new Error('reports: a row names a member that does not exist');
  });
}
