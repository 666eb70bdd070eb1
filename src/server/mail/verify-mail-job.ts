import { VERIFY_LINK_TTL_MS } from '../../shared/api/email-verification';
import type { JobRow } from '../db/jobs-repo';
import type { AppDeps } from '../deps';
import type { JobName, JobPayload } from '../jobs/job-types';
import { sendJobLink } from './job-link';
import { verifyMail } from './verify-mail';

export const VERIFY_MAIL_JOB = 'email-verification-mail' satisfies JobName;

/**
 * Asks for a verification mail to `email`: the member's older links stop working now, and the
 * queued job makes the new one.
 */
export async function queueVerificationMail(deps: AppDeps, userId: number, email: string): Promise<void> {
  await deps.emailVerifications.deleteOf(userId);
  if (email === '') return;
  await deps.jobs.enqueue(VERIFY_MAIL_JOB, { userId, email });
}

/**
 * The queued half: mails a single-use link, unless the member has since changed or confirmed the
 * address. The link is made once per job (mail/job-link.ts): a retry mails the same one.
 */
export async function sendVerificationMail(
  deps: AppDeps,
  { userId, email }: JobPayload<typeof VERIFY_MAIL_JOB>,
  job: JobRow,
): Promise<void> {
  const row = await deps.users.findById(userId);
  if (!row || row.deleted_at !== null || row.recoveryemail !== email) return;
  if (row.recoveryemail_verified_at !== null) return;
  await sendJobLink(deps, job, {
    store: async (tokenHash) => {
      const now = deps.now();
      await deps.emailVerifications.replace(userId, email, tokenHash, now, now + VERIFY_LINK_TTL_MS);
    },
    stillWorks: (tokenHash) => deps.emailVerifications.isPending(tokenHash, deps.now()),
    send: async (token) => {
      const link = `${deps.config.publicUrl}/verifyemail?token=${token}`;
      await deps.mailer.send(
        verifyMail({ to: email, username: row.username, link, clubName: deps.content.clubName }),
      );
    },
  });
}
