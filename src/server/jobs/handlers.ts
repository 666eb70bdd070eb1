import type { AppDeps } from '../deps';
import { remindShoots } from '../features/con-shoots/reminders';
import { EVENT_REMINDERS_JOB, runEventReminders } from '../features/events/reminders';
import {
  OFFER_MAIL_JOB,
  sendOfferMail,
  settleWaitlist,
  WAITLIST_SETTLE_JOB,
} from '../features/events/waitlist-offers';
import { DIGEST_MAIL_JOB, sendDigestMail } from '../features/notifications/digest-mail-job';
import { DIGESTS_JOB, runDigests } from '../features/notifications/digest-schedule';
import { pushMessageFor, queuePushes } from '../features/notifications/push-delivery';
import { RESET_MAIL_JOB, sendResetMail } from '../features/password-reset/reset-mail-job';
import { DELETION_MAIL_JOB, sendDeletionMail } from '../features/profiles/account-deletion';
import { PUSH_JOB, pushNotificationJob } from '../features/push/push-job';
import { NOTICE_MAIL_JOB, sendNotice } from '../mail/notice-job';
import { sendVerificationMail, VERIFY_MAIL_JOB } from '../mail/verify-mail-job';
import { runNotify } from '../notify/notify-job';
import { NOTIFY_JOB } from '../notify/queue-notification';
import { SWEEP_JOB, sweep } from './sweep';

/** Every kind of job the app runs (jobs/job-types.ts), and its handler, which gets the checked payload. */
export function registerJobHandlers(deps: AppDeps, log: { warn: (o: object, m: string) => void }): void {
  deps.jobs.register(RESET_MAIL_JOB, (payload, job) => sendResetMail(deps, payload, log, job));
  deps.jobs.register(SWEEP_JOB, () => sweep(deps));
  deps.jobs.register(VERIFY_MAIL_JOB, (payload, job) => sendVerificationMail(deps, payload, job));
  deps.jobs.register(DELETION_MAIL_JOB, (payload, job) => sendDeletionMail(deps, payload, job));
  deps.jobs.register(NOTICE_MAIL_JOB, (payload) => sendNotice(deps, payload));
  // Photoshoot reminders ride the same quarter-hourly run (it queues the next run first).
  deps.jobs.register(EVENT_REMINDERS_JOB, async () => {
    await runEventReminders(deps);
    await remindShoots(deps);
  });
  deps.jobs.register(WAITLIST_SETTLE_JOB, (payload) => settleWaitlist(deps, payload));
  deps.jobs.register(OFFER_MAIL_JOB, (payload) => sendOfferMail(deps, payload));
  deps.jobs.register(DIGESTS_JOB, () => runDigests(deps));
  deps.jobs.register(DIGEST_MAIL_JOB, (payload) => sendDigestMail(deps, payload));
  deps.jobs.register(NOTIFY_JOB, (payload) => runNotify(deps, payload, queuePushes(deps)));
  deps.jobs.register(
    PUSH_JOB,
    pushNotificationJob(deps, (userId, notificationId) => pushMessageFor(deps, userId, notificationId)),
  );
}
