import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, signIn, uniqueName } from './fixtures';

/**
 * Moving around (issue 33): a new page opens at its top, Back and Forward return where the member
 * was, Back closes an open dialog or phone menu before it leaves the page, and an unknown address
 * is a 404.
 */

// Several engineers share this machine's two cores: pages load slowly at times.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window to `top` (or as far as it goes) and answers where it came to rest. */
async function scrollTo(page: Page, top: number): Promise<number> {
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  return scrollY(page);
}

/** Waits for the events list to show (at least) a page of events. */
async function listShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect.poll(() => page.locator('main a[href^="/events/"]').count()).toBeGreaterThan(8);
}

/**
 * The events of this spec are in a state no other spec uses, and the lists are opened on it: a
 * page picked from the middle of the list is then one of these, whose height nothing else changes
 * (another spec's event, edited or answered meanwhile, could come back shorter on Forward and
 * rightly open higher up). A long description keeps each page well taller than the screen.
 */
const NAV_STATE = 'South Dakota';
const NAV_LIST = `/events?state=${encodeURIComponent(NAV_STATE)}`;
const LONG_DESCRIPTION = Array.from(
  { length: 8 },
  (_, i) => `Part ${i + 1}: bring a project, your tools and a friend. We share tables, glue guns and tips.`,
).join('\n\n');

/** Enough upcoming events that the list runs far below the fold on either screen. */
async function seedEvents(request: APIRequestContext, host: Member, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const title = `Stitch night ${i + 1} ${uniqueName('nav')}`;
    const res = await request.post('/api/events', {
      headers: { Authorization: `Bearer ${host.token}` },
      data: {
        title,
        startsAt: `2031-0${1 + (i % 9)}-1${i % 10}T18:00:00-06:00`,
        endsAt: `2031-0${1 + (i % 9)}-1${i % 10}T21:00:00-06:00`,
        timeZone: 'America/Chicago',
        venue: 'Library makerspace',
        city: 'Sioux Falls',
        state: NAV_STATE,
        description: LONG_DESCRIPTION,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('an event opens at its top; Back returns to the list where the member was, Forward to the event', async ({
      page,
      request,
    }) => {
      const host = await createMember(request);
      await seedEvents(request, host, 20);
      await page.goto(NAV_LIST);
      await listShown(page);

      const listTop = await scrollTo(page, 1400);
      expect(listTop).toBeGreaterThan(700);
      // An event shown in the middle of the screen: the tap needs no scrolling.
      const picked = await page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/events/"]')];
        const mid = window.innerHeight / 2;
        const link = links.find((a) => Math.abs(a.getBoundingClientRect().top - mid) < mid / 2);
        return link && { title: link.textContent, href: link.getAttribute('href') };
      });
      expect(picked?.title).toBeTruthy();
      const middle = picked?.title;
      // By its address: other specs' events on this shared server may have the same title.
      await page.locator(`main a[href="${picked?.href}"]`).first().click();
      await expect(page.getByRole('heading', { level: 1, name: middle ?? '' })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      // The title and the RSVP box are what the member sees first.
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

      const eventTop = await page.evaluate(() =>
        Math.min(150, document.documentElement.scrollHeight - window.innerHeight),
      );
      if (eventTop > 0) await scrollTo(page, eventTop);

      await page.goBack();
      await listShown(page);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(listTop - 4);
      expect(Math.abs((await scrollY(page)) - listTop)).toBeLessThanOrEqual(4);

      await page.goForward();
      await expect(page.getByRole('heading', { level: 1, name: middle ?? '' })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(eventTop);
    });

    test('after a reload, Back waits for the list’s answers and then restores where the member was', async ({
      page,
      request,
    }) => {
      const host = await createMember(request);
      await seedEvents(request, host, 20);
      await page.goto(NAV_LIST);
      await listShown(page);
      const listTop = await scrollTo(page, 1200);
      await page.locator('nav a[href="/"]').first().dispatchEvent('click');
      await expect(page).toHaveURL(/\/$/);
      await page.reload();
      // Back once the app has started (the footer is the app's, not the first paint's): a Back
      // pressed while the reloaded page's scripts were still starting went nowhere (1 in 24, busy).
      await expect(page.locator('footer')).toBeVisible();
      // Slow answers: the list is empty for a while, so the place can only be reached later.
      await page.route('**/api/events?**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      await page.goBack();
      await listShown(page);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(listTop - 4);
      expect(Math.abs((await scrollY(page)) - listTop)).toBeLessThanOrEqual(4);
    });

    test('sign-up opens at its top from a page scrolled to its end', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollTo(page, 100_000);
      // A click as a tap on the link gives it, without Playwright scrolling the link into view.
      await page.getByRole('link', { name: 'Sign up' }).first().dispatchEvent('click');
      await expect(page).toHaveURL(/\/createuser$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test('Back closes a dialog first and keeps the page; closing it otherwise leaves one Back to go', async ({
      page,
      request,
    }) => {
      const reporter = await createMember(request);
      const reported = await createMember(request, { firstname: 'Kit' });
      await signIn(page, reporter);
      await page.goto('/events');
      await page.goto(`/public/${reported.username}`);
      const report = page.getByRole('button', { name: 'Report', exact: true });
      await report.click();
      const dialog = page.getByRole('dialog', { name: /Report/ });
      await expect(dialog).toBeVisible();

      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/public/${reported.username}$`));
      await expect(report).toBeVisible();

      await report.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/public/${reported.username}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    });

    test('an unknown address answers 404 with the not-found page', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expectAccessible(page);
      expect((await page.goto('/events'))?.status()).toBe(200);
    });
  });
}

test.describe('the phone menu', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('Back closes it and keeps the page; a link chosen in it is one Back from this page', async ({
    page,
  }) => {
    await page.goto('/events');
    await page.goto('/search');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.locator('#nav-links');
    await expect(menu.getByRole('link', { name: 'Measurements' })).toBeVisible();

    await page.goBack();
    await expect(menu.getByRole('link', { name: 'Measurements' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/search$/);

    await toggle.click();
    await menu.getByRole('link', { name: 'Measurements' }).click();
    await expect(page).toHaveURL(/\/measurements$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
  });
});
