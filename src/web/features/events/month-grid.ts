import type { EventSummary } from '../../../shared/api/events';
import { dayKey } from '../../lib/event-time';

/** A month as the calendar shows it: "2026-03". */
export type MonthKey = string;

export interface GridDay {
  /** "2026-03-07" */
  key: string;
  day: number;
  inMonth: boolean;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad = (n: number) => String(n).padStart(2, '0');
const keyOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** ?month=2026-03 when valid, else the month of `today` ("2026-03-07"). */
export function parseMonth(raw: string | null, today: string): MonthKey {
  if (raw && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw)) return raw;
  return today.slice(0, 7);
}

export function shiftMonth(month: MonthKey, by: number): MonthKey {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return keyOf(d).slice(0, 7);
}

/** "March 2026" */
export function monthTitle(month: MonthKey): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The weeks (Sunday first) that show a month, with the neighbouring months' days to fill them. */
export function monthWeeks(month: MonthKey): GridDay[][] {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const first = new Date(Date.UTC(year, index, 1));
  const start = Date.UTC(year, index, 1 - first.getUTCDay());
  const weeks: GridDay[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: GridDay[] = [];
    for (let d = 0; d < 7; d++) {
      const date = new Date(start + (w * 7 + d) * 86_400_000);
      week.push({ key: keyOf(date), day: date.getUTCDate(), inMonth: date.getUTCMonth() === index });
    }
    if (w > 0 && !week.some((day) => day.inMonth)) break;
    weeks.push(week);
  }
  return weeks;
}

/**
 * The days an event covers, in its own zone: a Saturday 11:30 PM meetup in Chicago is on Saturday
 * wherever the reader is. An event ending exactly at midnight does not spill into the next day.
 */
export function eventDays(event: Pick<EventSummary, 'startsAt' | 'endsAt' | 'timeZone'>): string[] {
  const start = new Date(event.startsAt);
  const end = new Date(Math.max(start.getTime(), new Date(event.endsAt).getTime() - 1));
  const first = dayKey(start, event.timeZone);
  const last = dayKey(end, event.timeZone);
  const days = [first];
  let cursor = new Date(`${first}T00:00:00Z`);
  while (days.length < 15 && days[days.length - 1]! < last) {
    cursor = new Date(cursor.getTime() + 86_400_000);
    days.push(keyOf(cursor));
  }
  return days;
}

/** Events by the day they are on ("2026-03-07" → events), each day in start order. */
export function eventsByDay<E extends Pick<EventSummary, 'startsAt' | 'endsAt' | 'timeZone'>>(
  events: readonly E[],
): Map<string, E[]> {
  const byDay = new Map<string, E[]>();
  const sorted = [...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const event of sorted) {
    for (const day of eventDays(event)) byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}

/** The instants that bound a month's query, a day wider on each side so every zone is covered. */
export function monthRange(month: MonthKey): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    from: iso(Date.UTC(year, index, 1) - 86_400_000),
    to: iso(Date.UTC(year, index + 1, 1) + 86_400_000),
  };
}
