import { VERIFY_LINK_TTL_MS } from '../../shared/api/email-verification';
import type { AppDeps } from '../deps';
import { hashToken, newToken } from '../security/tokens';
import { verifyMail } from './verify-mail';

export const VERIFY_MAIL_JOB = 'email-verification-mail';

/**
 * Asks for a verification mail to `email`: the member's older links stop working now, and the
 * queued job (which holds no secret) makes the new one.
 */
export async function queueVerificationMail(deps: AppDeps, userId: number, email: string): Promise<void> {
  await deps.emailVerifications.deleteOf(userId);
  if (email === '') return;
  await deps.jobs.enqueue(VERIFY_MAIL_JOB, { userId, email });
}

/**
 * The queued half: mails a fresh single-use link, unless the member has since changed or
 * confirmed the address (a retry makes a new token, which replaces the unsent one).
 */
export async function sendVerificationMail(deps: AppDeps, payload: unknown): Promise<void> {
  const { userId, email } = payload as { userId?: unknown; email?: unknown };
  if (typeof userId !== 'number' || typeof email !== 'string') return;
  const row = await deps.users.findById(userId);
  if (!row || row.deleted_at !== null || row.recoveryemail !== email) return;
  if (row.recoveryemail_verified_at !== null) return;
  const token = newToken();
  const now = deps.now();
  await deps.emailVerifications.replace(userId, email, hashToken(token), now, now + VERIFY_LINK_TTL_MS);
  const link = `${deps.config.publicUrl}/verifyemail?token=${token}`;
  await deps.mailer.send(
    verifyMail({ to: email, username: row.username, link, clubName: deps.content.clubName }),
  );
}
