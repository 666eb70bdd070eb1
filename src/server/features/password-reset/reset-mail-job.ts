import { recoveryEmailProblem } from '../../../shared/rules/recovery-email';
import type { JobRow } from '../../db/jobs-repo';
import type { AppDeps } from '../../deps';
import type { JobName, JobPayload } from '../../jobs/job-types';
import { sendJobLink } from '../../mail/job-link';
import { resetMail } from './reset-mail';

export const RESET_MAIL_JOB = 'password-reset-mail' satisfies JobName;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * The queued half of a reset request: looks the member up and mails a link (only its token's hash
 * is stored). A failed send throws, so the queue tries again later; the link is made once per job
 * (mail/job-link.ts), so a retry mails the same one.
 */
export async function sendResetMail(
  deps: AppDeps,
  { usernameKey }: JobPayload<typeof RESET_MAIL_JOB>,
  log: { warn: (o: object, m: string) => void },
  job: JobRow,
) {
  const user = await deps.users.findLoginByUsername(usernameKey);
  if (!user) return;
  const row = await deps.users.findById(user.id);
  if (!row?.recoveryemail) return;
  // Only a confirmed address, or one given before confirmation existed, may receive the link.
  if (row.recoveryemail_verified_at === null && row.email_grandfathered !== 1) return;
  // Addresses stored before the one-address rule may be lists or not addresses at all: mail
  // nobody rather than several people (the member can fix it in the editor).
  if (recoveryEmailProblem(row.recoveryemail)) {
    log.warn({ userId: user.id }, 'password reset not sent: the recovery email is not one valid address');
    return;
  }
  const to = row.recoveryemail;
  await sendJobLink(deps, job, {
    store: async (tokenHash) => {
      const now = deps.now();
      await deps.resets.replace(user.id, tokenHash, now, now + RESET_TOKEN_TTL_MS);
    },
    stillWorks: async (tokenHash) => (await deps.resets.findValid(tokenHash, deps.now())) !== undefined,
    send: async (token) => {
      const link = `${deps.config.publicUrl}/resetpassword?token=${token}`;
      await deps.mailer.send(
        resetMail({ to, username: row.username, link, clubName: deps.content.clubName }),
      );
    },
  });
}
