import type { Poll } from '../../../shared/api/polls';
import { eventDay, eventTime } from '../../lib/event-time';

/** "Sat, Mar 6, 6:00 PM" in the place's zone (the year only when it is not this one). */
export function pollMoment(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return `${eventDay(date, timeZone)}, ${eventTime(date, timeZone)}`;
}

/** "3 votes · 60%": what a result bar says in words, so colour is never the only sign. */
export function resultText(votes: number, total: number): string {
  const share = total === 0 ? 0 : Math.round((votes / total) * 100);
  return `${votes} ${votes === 1 ? 'vote' : 'votes'} · ${share}%`;
}

/** Why the results are not shown yet, or null when they are. */
export function hiddenResultsNote(poll: Poll): string | null {
  if (poll.voterCount !== null) return null;
  return poll.results === 'voters' ? 'Results after you vote' : 'Results when the poll closes';
}

/** The instant a date-time field's wall time names in the zone, as ISO with its offset; null when empty. */
export { instantFromWallTime, toZonedIso } from '../../../shared/time/zoned';
