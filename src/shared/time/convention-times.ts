import type { ConventionSummary } from '../api/conventions';
import { DEFAULT_EVENT_TIME_ZONE } from '../api/events';
import { clockLabel } from '../api/shoots';
import { zoneOfState } from './state-zones';
import { wallTime } from './zoned';

/**
 * A con's times as its pages, plan and notifications word them (features/con-shoots and
 * con-plan): on the wall clock of the con's zone.
 */

/** The zone a con's times are in: its state's (the Central zone for a state without one). */
export const conZone = (con: Pick<ConventionSummary, 'state'>) =>
  zoneOfState(con.state) ?? DEFAULT_EVENT_TIME_ZONE;

/** "10:30 am" on the con's wall clock. */
export function timeOfDay(instant: number, zone: string): string {
  const w = wallTime(instant, zone);
  return clockLabel(w.hour * 60 + w.minute);
}

/** "Sat 10:30 am". */
export function dayAndTime(instant: number, zone: string): string {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(instant);
  return `${weekday} ${timeOfDay(instant, zone)}`;
}

/** "Saturday, March 7" for a con day (YYYY-MM-DD, a calendar date: read in UTC so it never shifts). */
export function conDayName(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
