import { z } from 'zod';

/** What the verify page and the settings page say (one place for both sides and the tests). */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your recovery email is verified.',
  unknownLink: 'This link is not valid or has already been used. Ask for a new one from Settings.',
  expiredLink: 'This link has expired. Ask for a new one from Settings.',
  changedAddress: 'This link is for an address you have since changed.',
  noAddress: 'There is no recovery email to verify. Add one in your profile first.',
  alreadyVerified: 'Your recovery email is already verified.',
  resent: 'We sent a new link to your recovery email. It works for 48 hours.',
} as const;

/** How long a mailed link works. */
export const VERIFY_LINK_TTL_MS = 48 * 60 * 60 * 1000;

export const verifyEmailBody = z.object({
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.unknownLink })
    .max(300, EMAIL_VERIFICATION_MESSAGES.unknownLink),
});
export const verifyEmailResponse = z.object({ email: z.string() });
export const resendResponse = z.object({ message: z.string() });
