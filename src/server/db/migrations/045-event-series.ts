import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Recurring events (issue 38 item 2; docs/decisions/0038-recurring-events.md).
 * `event_series`: the rule — how often, the first date and the local start time and length in
 * the series' IANA zone, and its end (a last date or a number of occurrences, one of them);
 * `expanded_until`: up to which instant its occurrences exist as rows.
 * The occurrences are ordinary `events` rows with `series_id` and `recurrence_id` (the original
 * start the rule gave it, kept when the occurrence moves; unique per series, so extenders racing
 * each other never make one twice); `series_detached` = 1 once it was changed on its own, and
 * edits of the whole series leave it alone.
 * The frequencies are written here, not imported: migrations are frozen history.
 */
const FREQUENCIES = ['weekly', 'biweekly', 'monthly-day', 'monthly-weekday', 'monthly-last-weekday'];

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('event_series')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', id)
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // YYYY-MM-DD and HH:MM on the zone's wall clock.
    .addColumn('first_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('until_date', 'text')
    .addColumn('count', 'integer')
    .addColumn('expanded_until', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('event_series_frequency', oneOf('frequency', FREQUENCIES))
    .addCheckConstraint('event_series_end', sql`(until_date is null) <> (count is null)`)
    .addCheckConstraint('event_series_duration', sql`duration_minutes > 0`)
    .execute();
  await db.schema.createIndex('event_series_host').on('event_series').column('host_id').execute();
  // The sweep finds the series whose window must move on.
  await db.schema
    .createIndex('event_series_expanded_until')
    .on('event_series')
    .column('expanded_until')
    .execute();

  await db.schema
    .alterTable('events')
    .addColumn('series_id', 'integer', (c) => c.references('event_series.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('events').addColumn('recurrence_id', 'bigint').execute();
  await db.schema
    .alterTable('events')
    .addColumn('series_detached', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One row per occurrence; a series' occurrences in order. Null series_id (one-off events) never clash.
  await db.schema
    .createIndex('events_series_occurrence')
    .on('events')
    .columns(['series_id', 'recurrence_id'])
    .unique()
    .execute();
}
