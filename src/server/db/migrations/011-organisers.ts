import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Organisers run the club in the app (issue 15; docs/decisions/0012-organiser-role.md):
 * - users.role: 'member' or 'organiser'; users.status: 'active', 'pending' (sign-up waiting for
 *   approval) or 'suspended' (with the reason shown at login); users.appealed_at: a suspended
 *   member appeals once.
 * - images.hidden_at: an organiser hid the photo; kept (off the profile) as the report's evidence.
 * - reports: what members report, and appeals; audit_log: every organiser action, append-only
 *   (triggers refuse UPDATE and DELETE on both databases).
 * - content_versions: the club content as organisers save it (the newest is current);
 *   content_assets: images organisers upload for it; app_settings: switches such as approval.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const serial = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('status_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('appealed_at', 'bigint').execute();
  // Few rows are ever not 'active' (pending and suspended members): the organisers' lists.
  await db.schema.createIndex('users_status').on('users').column('status').execute();
  await db.schema.createIndex('users_role').on('users').column('role').execute();

  await db.schema.alterTable('images').addColumn('hidden_at', 'bigint').execute();

  await serial('reports')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // A photo URL of the member's profile, or '' for the profile as a whole.
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    // harassment | inappropriate | spam | impersonation | other | appeal
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // open → dismissed | actioned
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('reports_open').on('reports').columns(['status', 'member_id']).execute();
  await db.schema
    .createIndex('reports_reporter')
    .on('reports')
    .columns(['reporter_id', 'created_at'])
    .execute();

  // Names are copied, not referenced: the record stays whole when an account is erased.
  await serial('audit_log')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_username', 'text', (c) => c.notNull())
    // e.g. report.dismiss, photo.hide, member.suspend, member.unsuspend, role.grant, content.save
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('member_username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  } else {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log
           BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
        )
        .execute(db);
    }
  }

  await serial('content_versions')
    // The whole club content, JSON, valid against src/shared/content-schema.ts.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('author_id', 'integer')
    .addColumn('author_username', 'text', (c) => c.notNull())
    // Set when this version restores an earlier one.
    .addColumn('restored_from', 'integer')
    .execute();

  await db.schema
    .createTable('content_assets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
