import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Club events (issue 16; docs/decisions/0013-event-times-and-feeds.md):
 * - events: times as instants (epoch ms) with the IANA zone they are shown in; erased with the
 *   host's account (hidden by the queries while the host is not an active member).
 * - rsvps: one answer per (event, member), 'no' included; reminded_at marks the day-before
 *   reminder as queued, so it goes out once.
 * - event_covers: one cover photo per event, WebP, with a random id for its address.
 * - calendar_feeds: a member's private feed; only the SHA-256 of its secret.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  await db.schema
    .createTable('events')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('venue', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // public | members
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('capacity', 'integer')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Upcoming and past lists walk starts_at (with what their filters and counts read, so a count
  // never touches the table); the state map and state pages walk (state, starts_at).
  await db.schema
    .createIndex('events_starts_at')
    .on('events')
    .columns(['starts_at', 'ends_at', 'visibility', 'host_id'])
    .execute();
  await db.schema
    .createIndex('events_state_starts_at')
    .on('events')
    .columns(['state', 'starts_at'])
    .execute();
  await db.schema.createIndex('events_host').on('events').column('host_id').execute();

  await db.schema
    .createTable('rsvps')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // going | maybe | no
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cosplan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photoshoot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('reminded_at', 'bigint')
    .addPrimaryKeyConstraint('rsvps_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('rsvps_event_status').on('rsvps').columns(['event_id', 'status']).execute();
  await db.schema.createIndex('rsvps_user').on('rsvps').column('user_id').execute();

  await db.schema
    .createTable('event_covers')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('data', blob, (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
