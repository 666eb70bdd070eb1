import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createMember, expectAccessible, uniqueName } from './fixtures';
import { confirmRecoveryEmail } from './verify-email-helpers';

/** Waits for the server to write the reset mail for `email` to its outbox; returns the link. */
async function linkFromOutbox(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let i = 0; i < 50; i++) {
    if (fs.existsSync(outbox)) {
      for (const file of fs.readdirSync(outbox)) {
        const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
        if (!raw.includes(`To: ${email}`)) continue;
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const match = /https?:\/\/[^\s"<>]+\/resetpassword\?token=[\w-]+/.exec(text);
        if (match) return match[0];
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}

test('a member resets a forgotten password from the emailed link and logs in with it', async ({
  page,
  request,
}) => {
  const email = `${uniqueName('forgot')}@example.org`;
  const member = await createMember(request, { recoveryemail: email });
  await confirmRecoveryEmail(request, email);

  await page.goto('/forgotpassword');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your username.');
  await page.getByLabel('Username').fill(`  ${member.username}  `);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If this account exists, you will receive a password reset email.',
  );

  const link = new URL(await linkFromOutbox(email));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expectAccessible(page);
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill out both fields.');
  await page.getByLabel('New Password').fill('Brand#New77');
  await page.getByLabel('Confirm Password').fill('Brand#New78');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await page.getByLabel('New Password').fill('weakpassword');
  await page.getByLabel('Confirm Password').fill('weakpassword');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Password must be at least 8 characters long, contain at least one number, and one special character',
  );
  await page.getByLabel('New Password').fill('Brand#New77');
  await page.getByLabel('Confirm Password').fill('Brand#New77');
  await submit.click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');
  await page.getByRole('link', { name: 'Log in with your new password' }).click();

  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill('Brand#New77');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/motd$/);

  // The link was single use.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert')).toHaveText('The reset link is invalid or has expired.');
});

test('an unknown username gets the same answer', async ({ page }) => {
  await page.goto('/forgotpassword');
  await page.getByLabel('Username').fill(uniqueName('nobody'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If this account exists, you will receive a password reset email.',
  );
});

test('a made-up reset link shows the invalid-link message', async ({ page }) => {
  await page.goto(`/resetpassword?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText('The reset link is invalid or has expired.');
  await expectAccessible(page);
  await page.goto('/resetpassword');
  await expect(page.getByRole('alert')).toHaveText('The reset link is invalid or has expired.');
});
