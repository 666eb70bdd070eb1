import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from '../../shared/notifications/types';

/**
 * Every kind of job the app queues, with its payload: the one list `deps.jobs.enqueue` and
 * `register` accept. A payload is checked against its schema when it is queued (by the type) and
 * again when it runs (jobs outlive releases, and rows can be edited): one that does not fit is
 * logged and marked dead instead of running. Payloads never hold a secret (CONTRIBUTING.md).
 */
/** What a member's news to their followers is about (db/follower-recipients.ts). */
const followedThing = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('project'), projectId: z.number().int() }),
  z.object({ kind: z.literal('entry'), projectId: z.number().int(), entryId: z.number().int() }),
  z.object({ kind: z.literal('tutorial'), tutorialId: z.number().int() }),
  z.object({ kind: z.literal('event'), eventId: z.number().int() }),
]);

export const JOB_PAYLOADS = {
  /** A password reset link for the member of this lower-cased username, if the account exists. */
  'password-reset-mail': z.object({ usernameKey: z.string() }),
  /** A link confirming `email`, unless the member has since changed or confirmed it. */
  'email-verification-mail': z.object({ userId: z.number().int(), email: z.string() }),
  /** The restore link of a deleted account. */
  'account-deletion-mail': z.object({ userId: z.number().int() }),
  /** A plain notice to one address (mail/notice-job.ts). */
  'notice-mail': z.object({
    to: z.string(),
    subject: z.string(),
    /** Paragraphs of plain text. */
    paragraphs: z.array(z.string()),
    /**
     * A notice about the account's own security (a passkey added): counted apart from other
     * notices by the limit per recipient, so a busy week of reminders never holds it back.
     */
    security: z.boolean().optional(),
  }),
  /** A notification's Web Push to each of the member's devices (features/push/push-job.ts). */
  'push-notification': z.object({ userId: z.number().int(), notificationId: z.number().int() }),
  /** The hourly run that queues the email digests that are due (features/notifications/digest-schedule.ts). */
  'email-digests': z.object({}),
  /**
   * One member's email digest (features/notifications/digest-mail-job.ts): what is new since
   * `since`, composed when it runs; `period` names the day or week it is for.
   */
  'digest-mail': z.object({ userId: z.number().int(), since: z.number(), period: z.string() }),
  /** The quarter-hourly run that queues event reminders (features/events/reminders.ts). */
  'event-reminders': z.object({}),
  /**
   * Something happened that members hear of (notify/notify-job.ts): the type, what it is about,
   * who did it, and who gets it — named members or a rule resolved when the job runs.
   */
  notify: z.object({
    type: z.enum(Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]]),
    subjectKind: z.enum(['event', 'member', 'report', 'convention', 'project', 'group', '']),
    subjectId: z.number().int().nullable(),
    groupKey: z.string().min(1).max(200),
    actorId: z.number().int().nullable(),
    data: z.record(z.string(), z.union([z.string(), z.number()])),
    at: z.number(),
    to: z.union([
      z.object({ members: z.array(z.number().int()) }),
      z.object({ rule: z.enum(['event-host', 'event-attendees']), eventId: z.number().int() }),
      z.object({ rule: z.literal('organisers') }),
      z.object({ rule: z.literal('members-in-states'), states: z.array(z.string()) }),
      z.object({ rule: z.literal('con-day-goers'), conventionId: z.number().int(), day: z.string() }),
      z.object({ rule: z.literal('followers'), memberId: z.number().int(), thing: followedThing }),
      z.object({
        rule: z.literal('group-members'),
        groupId: z.number().int(),
        states: z.array(z.enum(['active', 'invited', 'requested'])),
        roles: z.array(z.enum(['owner', 'moderator', 'member'])).optional(),
        among: z.array(z.number().int()).optional(),
        apartFrom: z.number().int().optional(),
      }),
      z.object({
        rule: z.literal('message-unread'),
        conversationId: z.number().int(),
        messageId: z.number().int(),
        among: z.array(z.number().int()),
      }),
    ]),
  }),
  /**
   * The event's waitlist brought up to date (features/events/waitlist-jobs.ts): queued for the
   * moment an offer lapses, and when a member holding seats leaves the club.
   */
  'waitlist-settle': z.object({ eventId: z.number().int() }),
  /** The mail of a seat offered until `until`, if it is still offered and they want mail. */
  'waitlist-offer-mail': z.object({ eventId: z.number().int(), userId: z.number().int(), until: z.number() }),
  /** The hourly sweep (jobs/sweep.ts). */
  sweep: z.object({}),
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<K extends JobName> = z.infer<(typeof JOB_PAYLOADS)[K]>;

export function isJobName(kind: string): kind is JobName {
  return Object.hasOwn(JOB_PAYLOADS, kind);
}

/** A job that can never succeed (its payload does not fit its kind): dead at once, not retried. */
export class DeadJobError extends Error {}

/** The payload of a stored job, checked against its kind's schema. */
export function parsePayload<K extends JobName>(kind: K, raw: unknown): JobPayload<K> {
  const parsed = JOB_PAYLOADS[kind].safeParse(raw);
  if (!parsed.success)
    throw new DeadJobError(`the payload does not fit job ${kind}: ${z.prettifyError(parsed.error)}`);
  return parsed.data as JobPayload<K>;
}
