import { expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, signIn } from './fixtures';

async function logInWithForm(page: Page, member: Member) {
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a member page sends a visitor to log in, says why, and comes back after', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await page.goto('/users?page=1&limit=5');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Log in to see the member list.')).toBeVisible();
      await expectAccessible(page);
      await logInWithForm(page, member);
      await expect(page).toHaveURL(/\/users\?page=1&limit=5$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members');

      // A plain visit to /login still goes to /motd, as the spec says.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
      await expect(page.getByText(/^Log in to see/)).toHaveCount(0);
      await logInWithForm(page, member);
      await expect(page).toHaveURL(/\/motd$/);
    });

    test('a session the server ended says so, and logging in returns to the page', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await signIn(page, member);
      const res = await request.post('/api/logout', { headers: { authorization: `Bearer ${member.token}` } });
      expect(res.ok()).toBe(true);
      await page.goto('/users');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Your session has ended. Log in to see the member list.')).toBeVisible();
      const again = await createMember(request);
      await logInWithForm(page, again);
      await expect(page).toHaveURL(/\/users$/);
    });

    test('a signed-in member gets no second login or sign-up form', async ({ page, request }) => {
      const member = await createMember(request);
      await signIn(page, member);
      for (const path of ['/login', '/createuser']) {
        await page.goto(path);
        await expect(page.getByText(`You're signed in as ${member.username}.`)).toBeVisible();
        await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Continue to the club' })).toHaveAttribute(
          'href',
          '/motd',
        );
      }
      await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByLabel('Username')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    test('the login form focuses the username and always offers a password reset', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByLabel('Username')).toBeFocused();
      await expect(page.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
        'href',
        '/forgotpassword',
      );
    });

    test('after asking for a reset, the form gives way to "check your email"', async ({ page, request }) => {
      const member = await createMember(request);
      await page.goto('/forgotpassword');
      await page.getByLabel('Username').fill(member.username);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'If this account exists, you will receive a password reset email.',
      );
      await expect(page.getByLabel('Username')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
