import { expect, test } from '@playwright/test';
import { EMAIL_VERIFICATION_MESSAGES as TEXT } from '../../src/shared/api/email-verification';
import { expectAccessible, mailsTo, PASSWORD, uniqueName } from './fixtures';
import { verificationLinkFor } from './verify-email-helpers';

test('a newcomer confirms the recovery email from the mailed link, and Settings shows it verified', async ({
  page,
}) => {
  const username = uniqueName('verify');
  const email = `${username}@example.org`;
  await page.goto('/createuser');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Seams');
  await page.getByLabel('Year').fill('1995');
  await page.getByLabel('Month').fill('6');
  await page.getByLabel('Day').fill('14');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Recovery email').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/update\/\d+$/);
  const signUpLink = await verificationLinkFor(email);

  // Until the link is opened, Settings says so and offers a new link.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Recovery email' });
  await expect(section.getByText('Unverified')).toBeVisible();
  await expect(section.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Resend the link' }).click();
  await expect(section.getByRole('status')).toHaveText(TEXT.resent);
  await expect.poll(() => mailsTo(email).length).toBe(2);
  const newest = await verificationLinkFor(email);
  expect(newest).not.toBe(signUpLink);

  // The resend ended the first link; the newest one verifies, once.
  await page.goto(signUpLink);
  await expect(page.getByRole('alert')).toHaveText(TEXT.unknownLink);
  await page.goto(newest);
  await expect(page.getByRole('status')).toContainText(TEXT.verified);
  await expect(page.getByRole('status')).toContainText(email);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Resend the link' })).toHaveCount(0);

  await page.goto(newest);
  await expect(page.getByRole('alert')).toHaveText(TEXT.unknownLink);
});
