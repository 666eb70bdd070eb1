import type { AppDeps } from '../../deps';
import type { JobName } from '../../jobs/job-types';
import { NOTICE_MAIL_JOB } from '../../mail/notice-job';
import { queueNotification } from '../../notify/queue-notification';
import { reminderNotice } from './notices';

export const EVENT_REMINDERS_JOB = 'event-reminders' satisfies JobName;
const QUARTER_HOUR = 15 * 60_000;
/** "The day before": members going hear of an event once it starts within this. */
export const REMINDER_WINDOW_MS = 24 * 3_600_000;

/** The run of the quarter hour `time` falls in: named, so every instance queues it once. */
const runKey = (time: number) => `${EVENT_REMINDERS_JOB}:${Math.floor(time / QUARTER_HOUR)}`;

/** Makes sure this quarter hour's run is queued (called at start; each run queues the next). */
export async function scheduleEventReminders(deps: AppDeps): Promise<void> {
  await deps.jobs.enqueue(EVENT_REMINDERS_JOB, {}, { dedupeKey: runKey(deps.now()) });
}

/** Every 15 minutes: the next run first (a failing run must not end the series), then the reminders. */
export async function runEventReminders(deps: AppDeps): Promise<void> {
  const next = (Math.floor(deps.now() / QUARTER_HOUR) + 1) * QUARTER_HOUR;
  await deps.jobs.enqueue(EVENT_REMINDERS_JOB, {}, { runAt: next, dedupeKey: runKey(next) });
  await remindAttendees(deps);
}

/**
 * Queues one reminder mail per member going to an event that starts within a day, once: the
 * RSVPs are marked and the mails queued in one transaction (rsvpsRepo.claimReminders), and each
 * mail job is named after the event, member and start time, so not even a marked row restored
 * from a backup can queue it twice. Returns how many were queued.
 */
export async function remindAttendees(deps: AppDeps): Promise<number> {
  const { clubName } = deps.content;
  const { publicUrl } = deps.config;
  return deps.rsvps.claimReminders(deps.now(), REMINDER_WINDOW_MS, async (trx, claimed) => {
    for (const c of claimed) {
      const key = `${c.eventId}:${c.userId}:${c.startsAt}`;
      await queueNotification(
        deps,
        {
          type: 'event-reminder',
          subjectKind: 'event',
          subjectId: c.eventId,
          groupKey: `event-reminder:${c.eventId}:${c.startsAt}`,
          actorId: null,
          data: {},
          to: { members: [c.userId] },
        },
        { trx, dedupeKey: `notify:event-reminder:${key}` },
      );
      if (!c.email) continue;
      const notice = reminderNotice(
        { to: c.email, firstname: c.firstname, clubName, publicUrl },
        { ...c, id: c.eventId },
      );
      const dedupeKey = `event-reminder:${key}`;
      await deps.jobs.enqueue(NOTICE_MAIL_JOB, notice, { trx, dedupeKey });
    }
  });
}
