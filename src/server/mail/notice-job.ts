import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';

/**
 * A plain notice to one member (an organiser's decision and its reason), composed when the
 * decision is made and sent by the job queue: it survives a crash and is retried. The payload
 * holds the address and text only, never a secret; it must hold the address because a declined
 * sign-up's account is erased before the mail goes out.
 */
export const NOTICE_MAIL_JOB = 'notice-mail';

export interface Notice {
  to: string;
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /**
   * A notice about the account's own security (a passkey added): counted apart from other
   * notices by the limit per recipient, so a busy week of reminders never holds it back.
   */
  security?: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Queues the notice, in the transaction of the decision when there is one. */
export async function queueNotice(deps: AppDeps, notice: Notice, trx?: Transaction<Database>): Promise<void> {
  if (!notice.to) return;
  await deps.jobs.enqueue(NOTICE_MAIL_JOB, notice, { trx });
}

export async function sendNotice(deps: AppDeps, payload: unknown): Promise<void> {
  const notice = payload as Partial<Notice>;
  if (
    typeof notice.to !== 'string' ||
    typeof notice.subject !== 'string' ||
    !Array.isArray(notice.paragraphs)
  ) {
    return;
  }
  const paragraphs = notice.paragraphs.map(String);
  await deps.mailer.send({
    to: notice.to,
    kind: notice.security === true ? 'security-notice' : 'notice',
    subject: notice.subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  });
}
