import type { AppDeps } from '../deps';
import { EVENT_REMINDERS_JOB, runEventReminders } from '../features/events/reminders';
import { RESET_MAIL_JOB, sendResetMail } from '../features/password-reset/reset-mail-job';
import { DELETION_MAIL_JOB, sendDeletionMail } from '../features/profiles/account-deletion';
import { NOTICE_MAIL_JOB, sendNotice } from '../mail/notice-job';
import { sendVerificationMail, VERIFY_MAIL_JOB } from '../mail/verify-mail-job';
import { SWEEP_JOB, sweep } from './sweep';

/** Every kind of job the app runs (jobs/job-types.ts), and its handler, which gets the checked payload. */
export function registerJobHandlers(deps: AppDeps, log: { warn: (o: object, m: string) => void }): void {
  deps.jobs.register(RESET_MAIL_JOB, (payload, job) => sendResetMail(deps, payload, log, job));
  deps.jobs.register(SWEEP_JOB, () => sweep(deps));
  deps.jobs.register(VERIFY_MAIL_JOB, (payload, job) => sendVerificationMail(deps, payload, job));
  deps.jobs.register(DELETION_MAIL_JOB, (payload, job) => sendDeletionMail(deps, payload, job));
  deps.jobs.register(NOTICE_MAIL_JOB, (payload) => sendNotice(deps, payload));
  deps.jobs.register(EVENT_REMINDERS_JOB, () => runEventReminders(deps));
}
