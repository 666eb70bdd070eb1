import { type APIRequestContext, expect } from '@playwright/test';
import { mailsTo } from './fixtures';

/** Waits for the recovery-email verification mail to `email` in the outbox; returns its link's path. */
export async function verificationLinkFor(email: string, dataDir?: string): Promise<string> {
  const link = () =>
    mailsTo(email, dataDir)
      .map((mail) => /https?:\/\/[^\s"<>]+(\/verifyemail\?token=[\w-]+)/.exec(mail)?.[1])
      .findLast((found) => found !== undefined);
  await expect.poll(link, { message: `a verification mail to ${email}`, timeout: 15_000 }).toBeTruthy();
  return link() ?? '';
}

/** Confirms the member's recovery email as its mailed link does (reset mail goes only to confirmed addresses). */
export async function confirmRecoveryEmail(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await verificationLinkFor(email), 'http://x').searchParams.get('token');
  const res = await request.post('/api/verifyemail', { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}
