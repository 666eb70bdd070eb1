import type { NewReport } from '../db/moderation-repo';
import type { AppDeps } from '../deps';
import { queueForOrganisers } from '../notify/organiser-queue';
import { consume } from '../rate-limit/store';

/**
 * How every report is written, whatever it is about (a profile, a photo, an album photo, a group
 * cosplay, a photoshoot slot): one rate limit per reporter across all of them, and the report
 * with the organisers' notice in one transaction.
 */

/** Counts a report against the reporter's limit (429 past it), before anything is looked up. */
export const countReport = (deps: AppDeps, reporterId: number) =>
  consume(deps.limits, `report:${reporterId}`, deps.config.rateLimits.reportsPerUser);

/** Stores the report and tells the organisers' queue. */
export const fileReport = (deps: AppDeps, report: NewReport) =>
  deps.transaction(async (trx) => {
    await deps.moderation.insertReport(report, deps.now(), trx);
    await queueForOrganisers(deps, report.reporterId, trx);
  });
