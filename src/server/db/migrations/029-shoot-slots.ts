import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Photoshoot slots at a con (issue 35 item 4). A photographer publishes slots for one of a con's
 * days; a cosplayer books a free one. The booking is two columns of the slot, written by one
 * conditional UPDATE (… WHERE booked_by IS NULL), so the database decides who got it: never two
 * bookings of one slot. Times are instants (epoch ms); `day` is the con day (YYYY-MM-DD, the
 * con's state) the slot was published for, which the page groups by.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  let table = db.schema.createTable('shoot_slots');
  table =
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('convention_id', 'integer', (c) =>
      c.notNull().references('conventions.id').onDelete('cascade'),
    )
    .addColumn('photographer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`price_cents >= 0`))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('booked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('booked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('shoot_slots_times', sql`ends_at > starts_at`)
    // An erased booker's account frees the slot (booked_by set null); booked_at may then linger.
    .addCheckConstraint('shoot_slots_booking', sql`booked_by is null or booked_at is not null`)
    .addCheckConstraint('shoot_slots_not_own', sql`booked_by is null or booked_by <> photographer_id`)
    .execute();
  await db.schema
    .createIndex('shoot_slots_by_con')
    .on('shoot_slots')
    .columns(['convention_id', 'day', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('shoot_slots_by_photographer')
    .on('shoot_slots')
    .columns(['photographer_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('shoot_slots_by_booker')
    .on('shoot_slots')
    .columns(['booked_by', 'starts_at'])
    .execute();
}
