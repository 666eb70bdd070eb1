import type { z } from 'zod';
import type { resendResponse, verifyEmailResponse } from '../../shared/api/email-verification';
import { api } from './api';

/** POST /api/verifyemail/resend: mails the signed-in member a new link (202). */
export function resendVerificationLink() {
  return api<z.infer<typeof resendResponse>>('/verifyemail/resend', { method: 'POST', auth: true });
}

const attempts = new Map<string, Promise<z.infer<typeof verifyEmailResponse>>>();

/**
 * POST /api/verifyemail with the link's token. A link works once, so each token is posted at
 * most once per page load: a second call (React's StrictMode runs effects twice, a remount, a
 * retry) gets the first call's outcome instead of a "used" error.
 */
export function verifyRecoveryEmail(token: string) {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = api<z.infer<typeof verifyEmailResponse>>('/verifyemail', { method: 'POST', body: { token } });
    attempts.set(token, attempt);
  }
  return attempt;
}
