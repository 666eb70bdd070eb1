import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Waitlists of full events (issue 38 item 3; docs/decisions/0039-event-waitlists.md).
 * `events.offer_hours`: how long a freed seat is held for the next member in line (the host
 * chooses; 24 h for every event before this). `event_waitlist`: one row per (event, member) who
 * wants a seat, in `position` order; 'waiting', or 'offered' with the end of the hold
 * (`offered_until`, set exactly when offered). The answer they gave (cosplan, photoshoot,
 * project) is kept with the row and becomes their RSVP when they accept. Rows go with the event
 * or the member; a project deleted leaves the row without it. The hours and states are written
 * here, not imported: migrations are frozen history.
 */
const OFFER_HOURS = [2, 6, 12, 24, 48, 72];
const STATES = ['waiting', 'offered'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const hours = sql.join(OFFER_HOURS.map((h) => sql.lit(h)));

  // SQLite cannot add a check to an existing table; the column's check says the same there.
  await db.schema
    .alterTable('events')
    .addColumn('offer_hours', 'integer', (c) =>
      c.notNull().defaultTo(24).check(sql`offer_hours in (${hours})`),
    )
    .execute();

  await db.schema
    .createTable('event_waitlist')
    // Its own id: a host reorders an entry without the address naming the member (blocks, 038).
    .addColumn('id', idType, id)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('offered_until', 'bigint')
    .addColumn('cosplan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photoshoot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('event_waitlist_member', ['event_id', 'user_id'])
    .addCheckConstraint('event_waitlist_state', sql`state in (${sql.join(STATES.map((s) => sql.lit(s)))})`)
    .addCheckConstraint('event_waitlist_offer', sql`(state = 'offered') = (offered_until is not null)`)
    .execute();
  // The line of an event, in order.
  await db.schema
    .createIndex('event_waitlist_line')
    .on('event_waitlist')
    .columns(['event_id', 'position'])
    .execute();
  // A member's places (their export, and the seats freed when they leave the club).
  await db.schema.createIndex('event_waitlist_member_id').on('event_waitlist').column('user_id').execute();
  // The offers that lapse: the sweep's catch-up reads them by time.
  await db.schema
    .createIndex('event_waitlist_offers')
    .on('event_waitlist')
    .columns(['state', 'offered_until'])
    .execute();
}
