import type { ICalEventRepeatingFreq, ICalRepeatingOptions, ICalWeekday } from 'ical-generator';
import type { Selectable } from 'kysely';
import { instantFromWallTime } from '../../../shared/time/zoned';
import type { SeriesRow } from '../../db/event-series-repo';
import type { EventsTable } from '../../db/schema-events';
import { ruleParts, untilInstant } from './series-rule';

type Occurrence = Selectable<EventsTable>;

/** A series and its occurrences (as rows), for a calendar file or feed. */
export interface CalendarSeries {
  series: SeriesRow;
  occurrences: readonly Occurrence[];
}

export interface SeriesEventParts {
  uid: string;
  /** Where each event's own fields come from. */
  row: Occurrence;
  start: number;
  end: number;
  repeating?: ICalRepeatingOptions;
  /** The instants skipped (EXDATE), in the series' zone. */
  exclude?: number[];
  recurrenceId?: number;
}

/**
 * A series as calendar apps want it (RFC 5545): ONE VEVENT with DTSTART in the series' zone and
 * its RRULE (UNTIL in UTC, or COUNT), EXDATE for the occurrences skipped (and any the reader may
 * not see), and one VEVENT with the same UID and a RECURRENCE-ID (the start the rule gave it) per
 * occurrence changed or moved on its own. The main VEVENT's fields are the series' own: those of
 * its newest occurrence that follows the series.
 */
export function seriesEventParts(
  { series, occurrences }: CalendarSeries,
  uid: string,
  visible: (row: Occurrence) => boolean,
): SeriesEventParts[] {
  const following = occurrences.filter((o) => o.series_detached === 0);
  const template = following.at(-1) ?? occurrences.at(-1);
  if (!template) return [];
  const first = instantFromWallTime(`${series.first_date}T${series.start_time}`, series.time_zone);
  if (first === undefined) return [];
  const parts = ruleParts({ frequency: series.frequency, firstDate: series.first_date });
  const until = untilInstant({ untilDate: series.until_date, timeZone: series.time_zone });
  const skipped = occurrences.filter((o) => o.cancelled_at !== null || !visible(o));
  const changed = occurrences.filter((o) => o.series_detached !== 0 && o.cancelled_at === null && visible(o));
  const main: SeriesEventParts = {
    uid,
    row: template,
    start: first,
    end: first + series.duration_minutes * 60_000,
    repeating: {
      freq: parts.freq as ICalEventRepeatingFreq,
      ...(parts.interval > 1 ? { interval: parts.interval } : {}),
      ...(parts.byDay ? { byDay: [parts.byDay as ICalWeekday] } : {}),
      ...(parts.byMonthDay ? { byMonthDay: [parts.byMonthDay] } : {}),
      ...(parts.bySetPos ? { bySetPos: [parts.bySetPos] } : {}),
      ...(until !== undefined ? { until: new Date(until) } : {}),
      ...(series.count !== null ? { count: Number(series.count) } : {}),
    },
    exclude: skipped.map((o) => Number(o.recurrence_id)),
  };
  const overrides = changed.map((o) => ({
    uid,
    row: o,
    start: Number(o.starts_at),
    end: Number(o.ends_at),
    recurrenceId: Number(o.recurrence_id),
  }));
  return [main, ...overrides];
}
