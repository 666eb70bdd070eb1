import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Issue 34, item 1: one notification model. A row is what a member's inbox shows: its type, the
 * subject it is about (an event, a member, a report), the latest actor and when. Occurrences of one
 * group ("Ada and 3 others are going to Build Night") share a row while it is unread: the partial
 * unique index holds one unread row per (member, group), and `notification_actors` the distinct
 * members behind it. Per-type, per-channel choices that differ from the type's default are rows of
 * `notification_settings`; the hours pushes wait, `notification_quiet_hours`. See docs/decisions/0030-notifications.md.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const postgres = dialect === 'postgres';
  await db.schema
    .createTable('notifications')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject_id', 'integer')
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    /** JSON facts of the occurrence that the subject does not keep ("moved", the old start). */
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    /** How many occurrences the unread row stands for ("3 new reports"). */
    .addColumn('occurrences', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  // The inbox, newest first.
  await db.schema
    .createIndex('notifications_inbox')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  // One unread row per group; also serves the unread count (user_id first).
  await sql`CREATE UNIQUE INDEX notifications_open_group ON notifications (user_id, group_key) WHERE read_at IS NULL`.execute(
    db,
  );
  // An event's notifications, for taking them away when the event is erased.
  await db.schema
    .createIndex('notifications_subject')
    .on('notifications')
    .columns(['subject_kind', 'subject_id'])
    .execute();

  await db.schema
    .createTable('notification_actors')
    .addColumn('notification_id', 'integer', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_actors_key', ['notification_id', 'actor_id'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    /** 'inbox', 'push' or 'email'. */
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_key', ['user_id', 'type', 'channel'])
    .execute();

  // Hours of the member's day when pushes wait (no row: 22 to 7; from = to: none).
  await db.schema
    .createTable('notification_quiet_hours')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('from_hour', 'integer', (c) => c.notNull())
    .addColumn('to_hour', 'integer', (c) => c.notNull())
    .execute();
}
