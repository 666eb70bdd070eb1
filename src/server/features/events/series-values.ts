import { SERIES_LIMITS, SERIES_MESSAGES, type SeriesRepeat } from '../../../shared/api/event-series';
import { wallTime } from '../../../shared/time/zoned';
import type { Expand, SeriesRuleValues } from '../../db/event-series-repo';
import type { EventValues } from '../../db/events-repo';
import { badRequest } from '../../http-error';
import { dayFacts, expand } from './series-rule';

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Occurrences exist up to this instant (the sweep moves it on: jobs/sweep.ts). */
export const horizonOf = (now: number) => now + SERIES_LIMITS.horizonDays * DAY;

/** The rule's expansion for the repository (rows' columns → series-rule.ts). */
export const expandSeries: Expand = (s, before) =>
  expand(
    {
      frequency: s.frequency,
      timeZone: s.time_zone,
      firstDate: s.first_date,
      startTime: s.start_time,
      untilDate: s.until_date ?? null,
      count: s.count ?? null,
    },
    before,
  );

/** A YYYY-MM-DD moved by whole days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The local date of an instant in a zone. */
export function dateIn(instant: number, zone: string): string {
  const w = wallTime(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * The series' rule from the event's first start, length and zone and how it repeats; 400 with
 * the message when it cannot be: a fifth weekday (not in every month), "last" on a day that is
 * not its month's last such weekday, an end before the start or too far, a start a year off.
 * `firstDate` puts the first occurrence on another day (a whole-series edit) at the same time.
 */
export function toSeriesRule(
  repeat: SeriesRepeat,
  values: Pick<EventValues, 'starts_at' | 'ends_at' | 'time_zone'>,
  now: number,
  firstDate?: string,
): SeriesRuleValues {
  const start = Number(values.starts_at);
  const wall = wallTime(start, values.time_zone);
  const first = firstDate ?? `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  const facts = dayFacts(first);
  if (repeat.frequency === 'monthly-weekday' && facts.nth === 5)
    throw badRequest(SERIES_MESSAGES.fifthWeekday);
  if (repeat.frequency === 'monthly-last-weekday' && !facts.isLast)
    throw badRequest(SERIES_MESSAGES.notLastWeekday);
  if (repeat.until !== null) {
    if (repeat.until < first) throw badRequest(SERIES_MESSAGES.untilBeforeStart);
    if (repeat.until > addDays(first, SERIES_LIMITS.maxYears * 366)) throw badRequest(SERIES_MESSAGES.tooFar);
  }
  if (start > horizonOf(now)) throw badRequest(SERIES_MESSAGES.startsTooLate);
  return {
    frequency: repeat.frequency,
    time_zone: values.time_zone,
    first_date: first,
    start_time: `${pad(wall.hour)}:${pad(wall.minute)}`,
    duration_minutes: Math.max(1, Math.round((Number(values.ends_at) - start) / 60_000)),
    until_date: repeat.until,
    count: repeat.count,
  };
}
