import type { AppDeps } from '../../deps';
import type { JobName } from '../../jobs/job-types';
import { DIGEST_MAIL_JOB } from './digest-mail-job';
import { DIGEST_MIN_GAP_MS, digestIsDue, digestZone, periodName } from './digest-period';

export const DIGESTS_JOB = 'email-digests' satisfies JobName;
const HOUR = 3_600_000;

/** The run of the hour `time` falls in: named, so every instance queues it once. */
const runKey = (time: number) => `${DIGESTS_JOB}:${Math.floor(time / HOUR)}`;

/** Makes sure this hour's run is queued (called at start; each run queues the next). */
export async function scheduleDigests(deps: AppDeps): Promise<void> {
  await deps.jobs.enqueue(DIGESTS_JOB, {}, { dedupeKey: runKey(deps.now()) });
}

/** Every hour: the next run first (a failing run must not end the series), then the digests due. */
export async function runDigests(deps: AppDeps): Promise<void> {
  const next = (Math.floor(deps.now() / HOUR) + 1) * HOUR;
  await deps.jobs.enqueue(DIGESTS_JOB, {}, { runAt: next, dedupeKey: runKey(next) });
  await queueDueDigests(deps);
}

/**
 * Queues a digest mail for each member whose new period began (digest-period.ts): the mark and
 * the job in one transaction, the job named after the member and period, so two runs at once (on
 * two instances) queue it once. Returns how many this run queued (a run that lost the race to
 * another counts its own, which did nothing: the job's name decides).
 */
export async function queueDueDigests(deps: AppDeps): Promise<number> {
  const now = deps.now();
  let queued = 0;
  for (const member of await deps.digests.candidates(now, DIGEST_MIN_GAP_MS)) {
    const zone = digestZone(member.states);
    if (!digestIsDue(now, member.since, zone, member.frequency)) continue;
    const period = periodName(now, zone, member.frequency);
    await deps.transaction(async (trx) => {
      await deps.digests.markQueued(trx, member.userId, now);
      await deps.jobs.enqueue(
        DIGEST_MAIL_JOB,
        { userId: member.userId, since: member.since, period },
        { trx, dedupeKey: `${DIGEST_MAIL_JOB}:${member.userId}:${period}` },
      );
    });
    queued += 1;
  }
  return queued;
}
