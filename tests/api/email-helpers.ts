import type { FastifyInstance } from 'fastify';
import { signUp } from './helpers';
import { decodeQuotedPrintable } from './smtp-inbox';

/** The token of a recovery-email verification link in a raw message. */
export function verifyTokenIn(raw: string): string | undefined {
  return /\/verifyemail\?token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(raw))?.[1];
}

/**
 * A new member whose recovery email counts as confirmed (as after opening the mailed link), so
 * password-reset tests get their mail. Marked before the queue runs, so no verification mail goes.
 */
export async function signUpVerified(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const user = await signUp(app, overrides);
  await app.deps.database.db
    .updateTable('users')
    .set({ recoveryemail_verified_at: app.deps.now() })
    .where('id', '=', user.userId)
    .execute();
  return user;
}

/**
 * The sign-up's verification mail, which tests of other mails leave out of what they count
 * (email-verification.test.ts covers it).
 */
export const isVerificationMail = (mail: { text: string }) => /\/verifyemail\?token=/.test(mail.text);
