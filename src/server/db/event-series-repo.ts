import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from './dialect';
import {
  type Expand,
  lockSeries,
  MINUTE,
  OWN_COLUMNS,
  type SeriesRow,
  type SeriesRuleValues,
  windowEnd,
} from './event-series-common';
import { splitTail } from './event-series-split';
import { type EventValues, hostIsLive } from './events-common';
import type { Database } from './schema';

export type { Expand, SeriesRow, SeriesRuleValues } from './event-series-common';
export { EXPANDED_FOREVER } from './event-series-common';

export function eventSeriesRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * A series and its occurrences up to `horizon`, all in one transaction; answers the first
     * occurrence's id. `then` runs in it once they exist (the followers' news).
     */
    async create(
      hostId: number,
      rule: SeriesRuleValues,
      values: EventValues,
      expand: Expand,
      horizon: number,
      now: number,
      then: (trx: Transaction<Database>, firstId: number) => Promise<void> = async () => undefined,
    ): Promise<number> {
      const starts = expand(rule, horizon);
      const duration = rule.duration_minutes * MINUTE;
      return db.transaction().execute(async (trx) => {
        const series = await trx
          .insertInto('event_series')
          .values({
            ...rule,
            host_id: hostId,
            expanded_until: windowEnd(rule, expand, horizon, starts.length),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const rows = await trx
          .insertInto('events')
          .values(
            starts.map(({ start }) => ({
              ...values,
              starts_at: start,
              ends_at: start + duration,
              series_id: series.id,
              recurrence_id: start,
              host_id: hostId,
              created_at: now,
              updated_at: now,
            })),
          )
          .returning('id')
          .execute();
        const first = Math.min(...rows.map((r) => r.id));
        await then(trx, first);
        return first;
      });
    },

    find: (id: number) => db.selectFrom('event_series').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Series whose window ends before `before` (the sweep extends them), a batch at a time. */
    async dueForExtension(before: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('event_series')
        .select('id')
        .where('expanded_until', '<', before)
        .orderBy('expanded_until')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * Makes the occurrences up to `horizon` that do not exist yet, copied from the series' newest
     * occurrence not changed on its own. Idempotent: (series_id, recurrence_id) is unique, and a
     * racing extender's rows are skipped, never doubled. Answers how many it made.
     */
    async extend(id: number, expand: Expand, horizon: number, now: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const series = await lockSeries(trx, dialect, id);
        if (!series || Number(series.expanded_until) >= horizon) return 0;
        const template = await trx
          .selectFrom('events')
          .selectAll()
          .where('series_id', '=', id)
          .orderBy('series_detached')
          .orderBy('recurrence_id', 'desc')
          .limit(1)
          .executeTakeFirst();
        const starts = expand(series, horizon);
        const end = windowEnd(series, expand, horizon, starts.length);
        await trx.updateTable('event_series').set({ expanded_until: end }).where('id', '=', id).execute();
        if (!template) return 0;
        const copied: Record<string, unknown> = { ...template };
        for (const column of OWN_COLUMNS) delete copied[column];
        const duration = series.duration_minutes * MINUTE;
        if (starts.length === 0) return 0;
        const made = await trx
          .insertInto('events')
          .values(
            starts.map(({ start }) => ({
              ...(copied as unknown as EventValues),
              host_id: series.host_id,
              starts_at: start,
              ends_at: start + duration,
              series_id: id,
              recurrence_id: start,
              created_at: now,
              updated_at: now,
            })),
          )
          .onConflict((oc) => oc.columns(['series_id', 'recurrence_id']).doNothing())
          .returning('id')
          .execute();
        return made.length;
      });
    },

    /** "This and following" and whole-series edits (event-series-split.ts). */
    editFrom: (args: Omit<Parameters<typeof splitTail>[1], 'dialect'>) =>
      db.transaction().execute((trx) => splitTail(trx, { ...args, dialect })),

    /** An occurrence edited on its own: whole-series edits leave it alone from now on. */
    async markDetached(trx: Transaction<Database>, eventId: number): Promise<void> {
      await trx
        .updateTable('events')
        .set({ series_detached: 1 })
        .where('id', '=', eventId)
        .where('series_id', 'is not', null)
        .execute();
    },

    /** The series' next occurrences that have not ended (skipped ones too), for an occurrence's page. */
    next(seriesId: number, now: number, limit: number, publicOnly: boolean) {
      return db
        .selectFrom('events')
        .select(['id', 'starts_at', 'time_zone', 'cancelled_at'])
        .where('series_id', '=', seriesId)
        .where('ends_at', '>', now)
        .$if(publicOnly, (q) => q.where('visibility', '=', 'public'))
        .orderBy('starts_at')
        .limit(limit)
        .execute();
    },

    /**
     * The series with an occurrence the feed's reader may see ending after `from` (a live host;
     * public ones for visitors), each with all its occurrences, for a calendar feed.
     */
    async forFeed(from: number, publicOnly: boolean, limit: number) {
      const ids = await db
        .selectFrom('events')
        .select('series_id')
        .distinct()
        .where('series_id', 'is not', null)
        .where('ends_at', '>', from)
        .where(hostIsLive)
        .$if(publicOnly, (q) => q.where('visibility', '=', 'public'))
        .orderBy('series_id')
        .limit(limit)
        .execute();
      return this.withOccurrences(ids.map((r) => Number(r.series_id)));
    },

    /** Series with their occurrences by recurrence id (their calendar file). */
    async withOccurrences(ids: readonly number[]) {
      if (ids.length === 0) return [];
      const [series, rows] = await Promise.all([
        db
          .selectFrom('event_series')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
        db
          .selectFrom('events')
          .selectAll()
          .where('series_id', 'in', [...ids])
          .orderBy('recurrence_id')
          .execute(),
      ]);
      return series.map((one) => ({ series: one, occurrences: rows.filter((r) => r.series_id === one.id) }));
    },

    byIds(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([] as SeriesRow[]);
      return db
        .selectFrom('event_series')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}

export type EventSeriesRepo = ReturnType<typeof eventSeriesRepo>;
