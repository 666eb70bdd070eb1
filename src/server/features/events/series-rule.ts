import ICAL from 'ical.js';
import { instantFromWallTime } from '../../../shared/time/zoned';
import type { SeriesFrequency } from '../../db/schema-events';

/**
 * A series' rule and its expansion (docs/decisions/0038-recurring-events.md). The rule is
 * expanded by ical.js (RFC 5545, the same rules calendar apps apply to the RRULE we export) on
 * the zone's WALL CLOCK, as floating times; each wall time then becomes an instant in the
 * series' zone. So a 7 pm build night stays 7 pm across DST changes, its UTC instant moving.
 */
export interface SeriesRule {
  frequency: SeriesFrequency;
  timeZone: string;
  /** YYYY-MM-DD, HH:MM (the zone's wall clock). */
  firstDate: string;
  startTime: string;
  /** Exactly one of them. */
  untilDate: string | null;
  count: number | null;
}

export interface Occurrence {
  /** The start the rule gives (the recurrence id), and its local date. */
  start: number;
  date: string;
}

export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** Weekday (0 = Sunday) and day of a YYYY-MM-DD, and whether it is its month's last such weekday. */
export function dayFacts(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { weekday: utc.getUTCDay(), day: d, nth: Math.ceil(d / 7), isLast: d + 7 > daysInMonth };
}

/** The RRULE's parts (no end): what ical.js expands and ical-generator writes. */
export interface RuleParts {
  freq: 'WEEKLY' | 'MONTHLY';
  interval: number;
  byDay?: Weekday;
  byMonthDay?: number;
  bySetPos?: number;
}

export function ruleParts(rule: Pick<SeriesRule, 'frequency' | 'firstDate'>): RuleParts {
  const { weekday, day, nth } = dayFacts(rule.firstDate);
  const byDay = WEEKDAYS[weekday] as Weekday;
  switch (rule.frequency) {
    case 'weekly':
      return { freq: 'WEEKLY', interval: 1, byDay };
    case 'biweekly':
      return { freq: 'WEEKLY', interval: 2, byDay };
    case 'monthly-day':
      // RFC 5545: a month without that day (the 31st in April) has no occurrence.
      return { freq: 'MONTHLY', interval: 1, byMonthDay: day };
    case 'monthly-weekday':
      return { freq: 'MONTHLY', interval: 1, byDay, bySetPos: nth };
    case 'monthly-last-weekday':
      return { freq: 'MONTHLY', interval: 1, byDay, bySetPos: -1 };
  }
}

/** The last instant of the until date in the zone (what UNTIL says, in UTC). */
export function untilInstant(rule: Pick<SeriesRule, 'untilDate' | 'timeZone'>): number | undefined {
  if (rule.untilDate === null) return undefined;
  const next = new Date(`${rule.untilDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const start = instantFromWallTime(`${next.toISOString().slice(0, 10)}T00:00`, rule.timeZone);
  return (start ?? next.getTime()) - 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The occurrences the rule gives, in order, starting before `before` (and at most `limit`).
 * COUNT counts every occurrence from the first, so the expansion always starts at the first date.
 */
export function expand(rule: SeriesRule, before: number, limit = 1000): Occurrence[] {
  const parts = ruleParts(rule);
  const recur = ICAL.Recur.fromData({
    freq: parts.freq,
    interval: parts.interval,
    ...(parts.byDay ? { byday: [parts.byDay] } : {}),
    ...(parts.byMonthDay ? { bymonthday: [parts.byMonthDay] } : {}),
    ...(parts.bySetPos ? { bysetpos: [parts.bySetPos] } : {}),
    ...(rule.count !== null ? { count: rule.count } : {}),
  });
  const [y, m, d] = rule.firstDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = rule.startTime.split(':').map(Number) as [number, number];
  // Floating (no zone): the iterator counts days and months on the wall clock alone.
  const dtstart = ICAL.Time.fromData({ year: y, month: m, day: d, hour, minute, second: 0, isDate: false });
  const iterator = recur.iterator(dtstart);
  const last = rule.untilDate;
  const out: Occurrence[] = [];
  for (let next = iterator.next(); next && out.length < limit; next = iterator.next()) {
    const date = `${next.year}-${pad(next.month)}-${pad(next.day)}`;
    if (last !== null && date > last) break;
    const start = instantFromWallTime(`${date}T${pad(next.hour)}:${pad(next.minute)}`, rule.timeZone);
    if (start === undefined) break;
    if (start >= before) break;
    out.push({ start, date });
  }
  return out;
}
