import { offsetMinutesAt } from '../../../shared/time/zoned';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Digests go out from this local hour on: a morning read, not a 3 a.m. ping. */
export const DIGEST_HOUR = 8;

/**
 * The zone a member's morning is reckoned in, from their states: Indiana, Michigan and Ohio are
 * (almost all) Eastern; the rest of the club's states (almost all) Central. The west of Kansas,
 * Nebraska and the Dakotas is Mountain: they get theirs an hour early, still in the morning.
 */
const EASTERN = new Set(['Indiana', 'Michigan', 'Ohio']);

export function digestZone(states: readonly string[]): string {
  const first = [...states].sort()[0];
  return first && EASTERN.has(first) ? 'America/New_York' : 'America/Chicago';
}

/** The member's "digest day" of an instant: local days that begin at DIGEST_HOUR, numbered from 1970. */
function digestDay(instant: number, zone: string): number {
  return Math.floor((instant + offsetMinutesAt(instant, zone) * 60_000 - DIGEST_HOUR * HOUR) / DAY);
}

/**
 * The period an instant falls in, for a frequency: each digest day (daily), or each week from
 * Monday's digest hour (weekly). Day 0 (1970-01-01) was a Thursday, so day d is a Monday when
 * (d + 3) % 7 is 0.
 */
export function digestPeriod(instant: number, zone: string, frequency: 'daily' | 'weekly'): number {
  const day = digestDay(instant, zone);
  return frequency === 'daily' ? day : day - ((day + 3) % 7);
}

/**
 * Whether a member whose last digest (or, before any, account) dates from `since` is due one at
 * `now`: a new period began since, at the local digest hour. A run that was missed catches up
 * later in the same period; a period never gets two.
 */
export function digestIsDue(
  now: number,
  since: number,
  zone: string,
  frequency: 'daily' | 'weekly',
): boolean {
  return digestPeriod(now, zone, frequency) > digestPeriod(since, zone, frequency);
}

/** Digests of two periods are never closer than this (a catch-up late one day, then next morning). */
export const DIGEST_MIN_GAP_MS = 8 * HOUR;

/** A period's name in job keys: 'daily:20512', 'weekly:20510'. */
export const periodName = (instant: number, zone: string, frequency: 'daily' | 'weekly') =>
  `${frequency}:${digestPeriod(instant, zone, frequency)}`;
