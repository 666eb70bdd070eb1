import type { AppDeps } from '../deps';
import { extendSeriesWindows } from '../features/events/series-extend';
import { settleAllWaitlists } from '../features/events/waitlist-offers';
import { purgeDeletedAccounts } from '../features/profiles/account-deletion';
import type { JobName } from './job-types';

export const SWEEP_JOB = 'sweep' satisfies JobName;
const HOUR = 3_600_000;
const KEEP_FINISHED_MS = 24 * HOUR;

/** The sweep of the hour that `time` falls in: named, so every instance enqueues it only once. */
const sweepKey = (time: number) => `sweep:${Math.floor(time / HOUR)}`;

/** Makes sure this hour's sweep is queued (called at start; each sweep queues the next). */
export async function scheduleSweep(deps: AppDeps): Promise<void> {
  await deps.jobs.enqueue(SWEEP_JOB, {}, { dedupeKey: sweepKey(deps.now()) });
}

/**
 * Hourly: expired sessions and reset links go, finished jobs older than a day go, accounts
 * deleted more than 30 days ago are erased, recurring events get their next occurrences (a year
 * ahead), events' waitlists catch up on lapsed offers, comments and reactions of things deleted
 * go, and SQLite's planner statistics are brought up to date.
 */
export async function sweep(deps: AppDeps): Promise<void> {
  const now = deps.now();
  // The next sweep first: a sweep that fails (and is retried, or dies) must not end the series.
  const next = (Math.floor(now / HOUR) + 1) * HOUR;
  await deps.jobs.enqueue(SWEEP_JOB, {}, { runAt: next, dedupeKey: sweepKey(next) });
  await deps.sessions.deleteExpired(now);
  await deps.resets.deleteExpired(now);
  await deps.emailVerifications.deleteExpired(now);
  await deps.passkeys.deleteExpiredChallenges(now);
  await deps.jobs.repo.deleteFinishedBefore(now - KEEP_FINISHED_MS);
  await purgeDeletedAccounts(deps);
  await extendSeriesWindows(deps);
  await settleAllWaitlists(deps);
  await deps.orphanedTalk.sweep();
  await deps.polls.sweepOrphans();
  await deps.plannerStatistics.refresh();
}
