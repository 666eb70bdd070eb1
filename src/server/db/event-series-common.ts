import type { Insertable, Selectable, Transaction } from 'kysely';
import { wallTime } from '../../shared/time/zoned';
import type { Dialect } from './dialect';
import { type EventAttendeeContact, isLive } from './events-common';
import type { Database } from './schema';
import type { EventSeriesTable } from './schema-events';

/** What the series repository and its split share (issue 38; docs/decisions/0038-recurring-events.md). */

export type SeriesRow = Selectable<EventSeriesTable>;
/** A series' rule as a write sets it. */
export type SeriesRuleValues = Omit<
  Insertable<EventSeriesTable>,
  'id' | 'host_id' | 'created_at' | 'updated_at' | 'expanded_until'
>;
/** The rule's starts before an instant (features/events/series-rule.ts, kept out of the data layer). */
export type Expand = (series: SeriesRuleValues, before: number) => { start: number }[];

/** A series whose every occurrence exists has its window here: the sweep never looks at it again. */
export const EXPANDED_FOREVER = 253_402_300_800_000; // 10000-01-01

export const MINUTE = 60_000;

/** The columns an occurrence copies from the series' newest occurrence that follows the series. */
export const OWN_COLUMNS = [
  'id',
  'starts_at',
  'ends_at',
  'recurrence_id',
  'series_detached',
  'cancelled_at',
  'created_at',
  'updated_at',
] as const;

export async function lockSeries(trx: Transaction<Database>, dialect: Dialect, id: number) {
  const read = trx.selectFrom('event_series').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
}

/** The window's end for a series: its last instant if every occurrence fits before `horizon`. */
export function windowEnd(rule: SeriesRuleValues, expand: Expand, horizon: number, made: number): number {
  const ended =
    rule.count != null ? made >= rule.count : expand(rule, Number.MAX_SAFE_INTEGER).length === made;
  return ended ? EXPANDED_FOREVER : horizon;
}

/** Live members going or maybe to an event (whom a cancellation is mailed to). */
export function attendeesOf(trx: Transaction<Database>, eventId: number): Promise<EventAttendeeContact[]> {
  return trx
    .selectFrom('rsvps')
    .innerJoin('users', 'users.id', 'rsvps.user_id')
    .where('rsvps.event_id', '=', eventId)
    .where('rsvps.status', 'in', ['going', 'maybe'])
    .where(isLive)
    .select(['users.id as userId', 'users.username', 'users.firstname', 'users.recoveryemail as email'])
    .orderBy('users.id')
    .execute();
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: number, zone: string): string {
  const w = wallTime(instant, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}
