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
  '/settings',
  '/brickbreaker',
  '/localstores',
  '/localstores/kansas',
  '/localstores/missouri',
  '/localstores/ohio',
  '/events/new',
  '/events/1/edit',
  '/events/1/card',
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
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  for (const name of ['Home', 'Events', 'Search', 'Measurements']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // The member pages are grouped under one menu.
  await nav.getByRole('button', { name: 'Club' }).click();
  for (const name of ['Members', 'Calendar', 'Tutorials', 'Message of the day', 'Local stores', 'Games']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'Community' }).click();
  await expect(nav.getByRole('link', { name: 'Members', exact: true })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Chat community' })).toHaveAttribute('target', '_blank');
  await expect(nav.getByRole('link', { name: 'Discussion forum' })).toHaveAttribute('rel', /noopener/);

  const member = await createMember(request);
  await signIn(page, member);
  await page.goto('/motd');
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await nav.getByRole('button', { name: member.username }).click();
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

test('on a laptop the navigation is one row, and its menus close on Escape, outside and on a choice', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, member);
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    await page.goto('/');
    // The app's bar, not the header index.html paints before the script.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    // Every top-level item (links, menu buttons, log out) sits on one row.
    const centres = await page.locator('#nav-links > li:not(.nav-spacer)').evaluateAll((items) =>
      items.map((li) => {
        const box = (li.querySelector('a, button') ?? li).getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    );
    expect(centres.length).toBeGreaterThan(4);
    expect(new Set(centres).size, `rows of items at ${width}px: ${centres}`).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, `overflow at ${width}px`).toBe(false);
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  const club = nav.getByRole('button', { name: 'Club' });
  const games = nav.getByRole('link', { name: 'Games', exact: true });
  await club.click();
  await expect(club).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(games).toBeHidden();
  await expect(club).toBeFocused();
  await club.click();
  await page.mouse.click(600, 500);
  await expect(games).toBeHidden();
  await club.click();
  await games.click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(games).toBeHidden();
  await expect(club).toHaveAttribute('aria-expanded', 'false');
});

test('the theme follows the system, and a chosen theme is remembered', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = await background();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  const light = await background();
  expect(light).not.toBe(dark);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(await background()).toBe(light);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await background()).toBe(dark);
  await expectAccessible(page);
  await context.close();
});

test("a chosen theme shows from the first paint, before the app's script runs", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await page.goto('/');
  const systemLight = await background();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // The app's script never arrives: what shows is the page as first painted, before it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await background()).not.toBe(systemLight);
  await page.screenshot({ path: '.tmp/shell/first-paint-dark-on-light-system.png' });
  expect(blocked, "the policy lets the page's own theme script run").toEqual([]);
  await context.close();
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
