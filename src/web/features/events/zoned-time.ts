import {
  canonicalTimeZone,
  instantFromWallTime,
  offsetMinutesAt,
  toZonedIso,
} from '../../../shared/time/zoned';

/**
 * The event form's side of event times: a date and a time typed in a chosen zone become the ISO
 * instant the API takes ("2026-03-08T10:00:00-05:00", the zone's offset on that date), and back.
 * The arithmetic is the shared one the server uses (src/shared/time/zoned.ts).
 */

/** The zone's canonical name ('america/chicago' → 'America/Chicago'), or undefined when unknown. */
export function knownTimeZone(timeZone: string): string | undefined {
  return timeZone.trim() ? canonicalTimeZone(timeZone.trim()) : undefined;
}

export function isValidTimeZone(timeZone: string): boolean {
  return knownTimeZone(timeZone) !== undefined;
}

/** The zone's offset from UTC at an instant, in minutes (Chicago in winter: -360). */
export function offsetMinutes(ms: number, timeZone: string): number {
  return offsetMinutesAt(ms, timeZone);
}

/**
 * "2026-03-08" + "10:00" in America/Chicago → "2026-03-08T10:00:00-05:00"; null when the date,
 * time or zone is not valid. A time that happens twice (clocks going back) is the first one; a
 * time the clocks skip moves forward by the gap, as clocks do: 2:30 AM becomes 3:30 AM.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): string | null {
  const zone = knownTimeZone(timeZone);
  const d = date.trim();
  const t = time.trim();
  if (!zone || !/^\d{4}-\d{2}-\d{2}$/.test(d) || !/^\d{2}:\d{2}(:\d{2})?$/.test(t)) return null;
  const instant = instantFromWallTime(`${d}T${t}`, zone);
  return instant === undefined ? null : toZonedIso(instant, zone);
}

/** An instant as the form shows it: its date and time in the event's zone. */
export function instantToZoned(iso: string, timeZone: string): { date: string; time: string } {
  const ms = Date.parse(iso);
  const zone = knownTimeZone(timeZone);
  if (Number.isNaN(ms) || !zone) return { date: '', time: '' };
  const written = toZonedIso(ms, zone);
  return { date: written.slice(0, 10), time: written.slice(11, 16) };
}
