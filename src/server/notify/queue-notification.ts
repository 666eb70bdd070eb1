import type { Trx } from '../db/transaction';
import type { AppDeps } from '../deps';
import type { JobName, JobPayload } from '../jobs/job-types';

export const NOTIFY_JOB = 'notify' satisfies JobName;

/** An occurrence members hear of (jobs/job-types.ts `notify`), without its time (now). */
export type Occurrence = Omit<JobPayload<typeof NOTIFY_JOB>, 'at'>;

/**
 * Queues an occurrence: in the transaction of the change that causes it when there is one (it is
 * recorded only if that change commits), else at once. The job records it in the inboxes of those
 * who get it, tells their open tabs and sends pushes (notify-job.ts). `dedupeKey`: an occurrence
 * that must be heard once even if its cause runs twice (a reminder).
 */
export async function queueNotification(
  deps: AppDeps,
  occurrence: Occurrence,
  options: { trx?: Trx; dedupeKey?: string } = {},
): Promise<void> {
  await deps.jobs.enqueue(NOTIFY_JOB, { ...occurrence, at: deps.now() }, options);
}
