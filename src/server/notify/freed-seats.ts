import type { Trx } from '../db/transaction';
import type { AppDeps } from '../deps';
import type { JobName } from '../jobs/job-types';

/** features/events/waitlist-offers.ts runs it: the event's waitlist settled now. */
const SETTLE_JOB = 'waitlist-settle' satisfies JobName;

/**
 * In the transaction that suspends a member or starts their account's deletion: the seats they
 * hold at coming events and the offers made to them stop counting, so each such event's waitlist
 * is settled at once by a job (the next in line get the seats). Queued with the change, so both
 * happen or neither; the hourly sweep catches up anyway.
 */
export async function freeSeatsOf(deps: AppDeps, trx: Trx, userId: number): Promise<void> {
  for (const eventId of await deps.waitlists.seatsOf(userId, deps.now(), trx))
    await deps.jobs.enqueue(SETTLE_JOB, { eventId }, { trx });
}
