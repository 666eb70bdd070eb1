import { sql, type Transaction } from 'kysely';
import type { Dialect } from './dialect';
import {
  attendeesOf,
  EXPANDED_FOREVER,
  type Expand,
  localDate,
  lockSeries,
  type SeriesRow,
  type SeriesRuleValues,
  windowEnd,
} from './event-series-common';
import { countGoing, type EventAttendeeContact, type EventValues } from './events-common';
import type { Database } from './schema';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** What attendees plan by, besides the time (features/events/change-notification.ts). */
const PLACE_AND_NAME = ['title', 'venue', 'address', 'city', 'state', 'url'] as const;

export interface SplitArgs {
  dialect: Dialect;
  /** The occurrence the host opened. */
  occurrenceId: number;
  /** 'following': from it on; 'series': from the series' first occurrence not started by `now`. */
  mode: 'following' | 'series';
  /** The new rule, given the occurrence the edit starts from (its recurrence id and the series). */
  ruleFor: (from: { recurrenceId: number; series: SeriesRow }) => SeriesRuleValues;
  /** The occurrences' fields (their times come from the rule). */
  values: Omit<EventValues, 'starts_at' | 'ends_at'>;
  expand: Expand;
  horizon: number;
  now: number;
  /** Runs in the transaction with what changed (notifications, audit). */
  inTransaction: (trx: Transaction<Database>, result: SplitDone) => Promise<void>;
}

export interface SplitDone {
  seriesId: number;
  /** Occurrences whose time ('moved') or name or place ('changed') attendees should hear of. */
  changed: { id: number; change: 'moved' | 'changed' }[];
  /** Occurrences the new rule has no place for: cancelled, with whom to tell. */
  cancelled: { id: number; startsAt: number; attendees: EventAttendeeContact[] }[];
}

type Refusal = 'gone' | 'over' | 'capacityBelowGoing';

/**
 * Applies a new rule and fields from one occurrence on. When occurrences come before it, the
 * series is split: the old one ends the day before, a new one carries the rest; otherwise the
 * series is changed in place. The existing rows from that occurrence on are paired in order with
 * the new rule's starts, so they keep their ids and RSVPs: those following the series take the
 * new fields and times; those changed on their own keep theirs (only their recurrence id moves);
 * skipped ones stay skipped. Rows the new rule has no place for are cancelled; starts without a
 * row get one.
 */
export async function splitTail(trx: Transaction<Database>, args: SplitArgs): Promise<SplitDone | Refusal> {
  const opened = await trx
    .selectFrom('events')
    .select(['id', 'series_id', 'recurrence_id'])
    .where('id', '=', args.occurrenceId)
    .executeTakeFirst();
  if (!opened || opened.series_id === null || opened.recurrence_id === null) return 'gone';
  const series = await lockSeries(trx, args.dialect, opened.series_id);
  if (!series) return 'gone';
  const fromQuery = trx
    .selectFrom('events')
    .selectAll()
    .where('series_id', '=', series.id)
    .orderBy('recurrence_id');
  const tail =
    args.mode === 'following'
      ? await fromQuery.where('recurrence_id', '>=', opened.recurrence_id).execute()
      : await fromQuery
          .where('recurrence_id', '>=', (eb) =>
            eb
              .selectFrom('events')
              .select((e) => e.fn.min('recurrence_id').as('r'))
              .where('series_id', '=', series.id)
              .where('starts_at', '>', args.now),
          )
          .execute();
  const from = tail[0];
  if (!from || from.recurrence_id === null) return 'over';
  const fromRecurrence = Number(from.recurrence_id);
  const earlierRows = await trx
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('series_id', '=', series.id)
    .where('recurrence_id', '<', fromRecurrence)
    .executeTakeFirstOrThrow();
  const earlierCount = Number(earlierRows.n);
  const asked = args.ruleFor({ recurrenceId: fromRecurrence, series });
  // A whole-series edit keeps "N times in all": the dates already over count.
  const rule =
    args.mode === 'series' && asked.count != null
      ? { ...asked, count: Math.max(1, asked.count - earlierCount) }
      : asked;
  const starts = args.expand(rule, args.horizon);
  const duration = rule.duration_minutes * MINUTE;
  const follows = (row: (typeof tail)[number], i: number) =>
    row.series_detached === 0 || (args.mode === 'following' && i === 0);

  if (args.values.capacity != null) {
    const capacity = args.values.capacity;
    for (const [i, row] of tail.entries())
      if (i < starts.length && follows(row, i) && (await countGoing(trx, row.id)) > capacity)
        return 'capacityBelowGoing';
  }

  const earlier = earlierCount > 0;
  const windowUntil = windowEnd(rule, args.expand, args.horizon, starts.length);
  let seriesId = series.id;
  if (earlier) {
    // The old series ends the day before (every one of its occurrences exists already).
    const day = new Date(`${localDate(fromRecurrence, series.time_zone)}T00:00:00Z`);
    const dayBefore = new Date(day.getTime() - DAY).toISOString().slice(0, 10);
    await trx
      .updateTable('event_series')
      .set({ until_date: dayBefore, count: null, expanded_until: EXPANDED_FOREVER, updated_at: args.now })
      .where('id', '=', series.id)
      .execute();
    const made = await trx
      .insertInto('event_series')
      .values({
        ...rule,
        host_id: series.host_id,
        expanded_until: windowUntil,
        created_at: args.now,
        updated_at: args.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    seriesId = made.id;
  } else {
    await trx
      .updateTable('event_series')
      .set({ ...rule, expanded_until: windowUntil, updated_at: args.now })
      .where('id', '=', series.id)
      .execute();
  }

  // Out of the unique (series_id, recurrence_id)'s way while the ids are handed out again.
  if (tail.length > 0)
    await trx
      .updateTable('events')
      .set({ recurrence_id: sql`0 - recurrence_id` })
      .where(
        'id',
        'in',
        tail.map((r) => r.id),
      )
      .execute();

  const done: SplitDone = { seriesId, changed: [], cancelled: [] };
  for (const [i, row] of tail.entries()) {
    const at = starts[i];
    if (!at) {
      // No place in the new rule: a standalone, cancelled event (its attendees are told).
      await trx
        .updateTable('events')
        .set({
          series_id: null,
          recurrence_id: null,
          cancelled_at: row.cancelled_at ?? args.now,
          updated_at: args.now,
        })
        .where('id', '=', row.id)
        .execute();
      if (row.cancelled_at === null)
        done.cancelled.push({
          id: row.id,
          startsAt: Number(row.starts_at),
          attendees: await attendeesOf(trx, row.id),
        });
      continue;
    }
    if (!follows(row, i)) {
      await trx
        .updateTable('events')
        .set({ series_id: seriesId, recurrence_id: at.start })
        .where('id', '=', row.id)
        .execute();
      continue;
    }
    const moved = Number(row.starts_at) !== at.start || Number(row.ends_at) !== at.start + duration;
    const renamed = PLACE_AND_NAME.some((f) => (args.values[f] ?? '') !== (row[f] ?? ''));
    await trx
      .updateTable('events')
      .set({
        ...args.values,
        starts_at: at.start,
        ends_at: at.start + duration,
        series_id: seriesId,
        recurrence_id: at.start,
        series_detached: 0,
        updated_at: args.now,
      })
      .where('id', '=', row.id)
      .execute();
    if (moved)
      await trx.updateTable('rsvps').set({ reminded_at: null }).where('event_id', '=', row.id).execute();
    if (row.cancelled_at === null && (moved || renamed))
      done.changed.push({ id: row.id, change: moved ? 'moved' : 'changed' });
  }
  const extra = starts.slice(tail.length);
  if (extra.length > 0)
    await trx
      .insertInto('events')
      .values(
        extra.map(({ start }) => ({
          ...args.values,
          host_id: series.host_id,
          starts_at: start,
          ends_at: start + duration,
          series_id: seriesId,
          recurrence_id: start,
          created_at: args.now,
          updated_at: args.now,
        })),
      )
      .execute();
  await args.inTransaction(trx, done);
  return done;
}
