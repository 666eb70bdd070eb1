import type { ConventionSummary } from '../../../shared/api/conventions';

/** Today where the club's cons are (Central time), as the server orders /api/cons by it. */
export function clubToday(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now);
}

/** Over: its last day is before today (a con without dates is never past). */
export const isPast = (con: Pick<ConventionSummary, 'endsOn'>, today: string) =>
  con.endsOn !== null && con.endsOn < today;
