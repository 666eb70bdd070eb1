import { expect, test } from '@playwright/test';
import { createMember, expectAccessible, signIn } from './fixtures';

const MEMBER_ONLY = [
  '/update/1',
  '/users',
  '/calendar',
  '/protected',
  '/tutorials',
  '/motd',
  '/games',
  '/brickbreaker',
  '/localstores',
  '/localstores/kansas',
  '/localstores/missouri',
  '/localstores/ohio',
];

test('every member-only route redirects to /login when signed out', async ({ page }) => {
  for (const route of MEMBER_ONLY) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/login$/);
  }
});

test('an expired or revoked session on the server sends the member to /login', async ({ page }) => {
  await signIn(page, { token: 'x'.repeat(43), username: 'ghost', userId: 999999, password: '' });
  await page.goto('/protected');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.token)).toBeUndefined();
});

test('unknown pages show the not-found text', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you have requested was not found.')).toBeVisible();
  await expectAccessible(page);
});

test('the home page welcomes visitors with sign-up and log-in links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/createuser',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('contentinfo')).toContainText('©');
  await expect(page.getByRole('contentinfo')).toContainText('trademarks');
  await expectAccessible(page);
});

test('the navigation bar follows the sign-in state', async ({ page, request }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  for (const name of [
    'Search',
    'Members',
    'Calendar',
    'Tutorials',
    'Measurements',
    'Message of the day',
    'Local stores',
    'Games',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Chat community' })).toHaveAttribute('target', '_blank');
  await expect(nav.getByRole('link', { name: 'Discussion forum' })).toHaveAttribute('rel', /noopener/);

  const member = await createMember(request);
  await signIn(page, member);
  await page.goto('/motd');
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    `/update/${member.userId}`,
  );
  await expect(nav.getByRole('link', { name: 'My public page' })).toHaveAttribute(
    'href',
    `/public/${member.username}`,
  );
  await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('on a phone the menu toggle opens the bar and choosing a link closes it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const searchLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' });
  await expect(searchLink).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(searchLink).toBeVisible();
  await expectAccessible(page);
  await searchLink.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(searchLink).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test('on a phone the open menu closes on Escape and on a tap outside it, and its toggle stays on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const searchLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' });
  const toggle = page.locator('.nav-toggle');
  await toggle.click();
  await expect(searchLink).toBeVisible();
  const box = await page.getByRole('button', { name: 'Close menu' }).boundingBox();
  expect(box!.height).toBeLessThan(56); // one line of text, not two
  await page.keyboard.press('Escape');
  await expect(searchLink).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(searchLink).toBeVisible();
  await page.mouse.click(200, 800); // on the page below the header, outside the menu
  await expect(searchLink).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the protected page shows the server message to a member', async ({ page, request }) => {
  const member = await createMember(request);
  await signIn(page, member);
  await page.goto('/protected');
  await expect(page.getByRole('status')).toContainText(`Welcome, ${member.username}`);
});
