import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import type { JobName, JobPayload } from '../jobs/job-types';

/**
 * A plain notice to one member (an organiser's decision and its reason), composed when the
 * decision is made and sent by the job queue: it survives a crash and is retried. The payload
 * holds the address and text only, never a secret; it must hold the address because a declined
 * sign-up's account is erased before the mail goes out.
 */
export const NOTICE_MAIL_JOB = 'notice-mail' satisfies JobName;

/** To, subject, paragraphs and whether it is about the account's security (jobs/job-types.ts). */
export type Notice = JobPayload<typeof NOTICE_MAIL_JOB>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Queues the notice, in the transaction of the decision when there is one. */
export async function queueNotice(deps: AppDeps, notice: Notice, trx?: Transaction<Database>): Promise<void> {
  if (!notice.to) return;
  await deps.jobs.enqueue(NOTICE_MAIL_JOB, notice, { trx });
}

export async function sendNotice(deps: AppDeps, notice: Notice): Promise<void> {
  const { paragraphs } = notice;
  await deps.mailer.send({
    to: notice.to,
    kind: notice.security === true ? 'security-notice' : 'notice',
    subject: notice.subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  });
}
