import { type APIRequestContext, expect, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, signIn, uniqueName } from './fixtures';
import { chicagoDay, createEvent } from './seed-events';

/**
 * Issue 33, items 5 and 7: the RSVP panel answers nothing for the member, an event page can be
 * shared, and the calendar feeds can be subscribed to (so a phone keeps them up to date).
 */

const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'laptop', use: { viewport: { width: 1366, height: 768 } } },
] as const;

async function seedEvent(request: APIRequestContext, host: Member, title: string): Promise<number> {
  const day = chicagoDay(20);
  return createEvent(request, host, {
    title,
    startsAt: `${day}T18:00:00-05:00`,
    endsAt: `${day}T21:00:00-05:00`,
    venue: 'Library makerspace',
    city: 'Des Moines',
    state: 'Iowa',
    description: 'Armour, wigs and a photoshoot at sunset.',
  });
}

const baseOrigin = () => new URL(test.info().project.use.baseURL ?? '').origin;

for (const { name, use } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use(use);
    // Three axe runs and two servers' worth of pages each, on a machine shared with other suites.
    test.slow();

    test('the RSVP panel shows no answer until the member gives one, then the saved one', async ({
      page,
      request,
    }) => {
      const host = await createMember(request, { firstname: 'Hazel', lastname: 'Stitch' });
      const id = await seedEvent(request, host, `Armour night ${uniqueName('ev')}`);
      const guest = await createMember(request, { firstname: 'Rowan', lastname: 'Pleat' });
      await signIn(page, guest);
      await page.goto(`/events/${id}`);

      const rsvp = page.getByRole('region', { name: /Are you going/ });
      // The first paint may wait on a busy machine; later steps keep the usual timeout.
      await expect(rsvp.getByRole('radio', { name: 'Going' })).toBeVisible({ timeout: 15_000 });
      await expect(rsvp.getByRole('radio')).toHaveCount(3);
      for (const radio of await rsvp.getByRole('radio').all()) await expect(radio).not.toBeChecked();
      await expect(rsvp.getByRole('button', { name: 'Send my RSVP' })).toHaveCount(0);
      await expect(rsvp.getByText(/^Saved:/)).toHaveCount(0);
      // No pill looks chosen either: none is filled with the accent.
      const filled = await rsvp
        .locator('.rsvp-choice span')
        .evaluateAll((spans) => spans.map((s) => getComputedStyle(s).backgroundColor));
      expect(new Set(filled).size, `pill backgrounds ${filled.join(', ')}`).toBe(1);
      await expectAccessible(page);

      await rsvp.getByRole('radio', { name: 'Maybe' }).check();
      await rsvp.getByLabel('Who will you cosplay?').fill('Zelda');
      await rsvp.getByRole('button', { name: 'Send my RSVP' }).click();
      await expect(rsvp.getByText('Saved: you might come.')).toBeVisible();
      await expect(rsvp.getByRole('button', { name: 'Update my RSVP' })).toBeVisible();

      // The saved answer is what the page shows when it is opened again.
      await page.reload();
      await expect(rsvp.getByText('Saved: you might come.')).toBeVisible();
      await expect(rsvp.getByRole('radio', { name: 'Maybe' })).toBeChecked();
      await expect(rsvp.getByRole('radio', { name: 'Going' })).not.toBeChecked();
      await expect(rsvp.getByLabel('Who will you cosplay?')).toHaveValue('Zelda');

      // A change not yet sent says so.
      await rsvp.getByRole('radio', { name: 'Going' }).check();
      await expect(rsvp.getByText('Not saved yet. Your saved answer: Maybe.')).toBeVisible();
      await expectAccessible(page);
    });

    test('a visitor shares an event page: without a share sheet the link is copied', async ({
      page,
      context,
      request,
    }) => {
      const host = await createMember(request, { firstname: 'Iris', lastname: 'Hem' });
      const id = await seedEvent(request, host, `Photo walk ${uniqueName('ev')}`);
      // A browser without the Web Share API (desktop Linux, Firefox): the button copies instead.
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseOrigin() });
      await page.goto(`/events/${id}`);
      const share = page.getByRole('button', { name: 'Share event' });
      await expect(share).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
      await share.click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseOrigin()}/events/${id}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });

    test('the club feed and a member’s own feed offer webcal, Google Calendar and Outlook links', async ({
      page,
      request,
    }) => {
      const member = await createMember(request, { firstname: 'Linden', lastname: 'Tuck' });
      await signIn(page, member);
      await page.goto('/events');
      // PUBLIC_URL of the test server is its own address (tests/e2e/server-env.ts).
      const clubFeed = `${baseOrigin()}/api/events.ics`;
      const club = page.getByRole('list', { name: 'Subscribe to the club calendar in' });
      await expect(club).toBeVisible({ timeout: 15_000 });
      await expect(club.getByRole('link', { name: 'Apple Calendar' })).toHaveAttribute(
        'href',
        clubFeed.replace(/^http:/, 'webcal:'),
      );
      await expect(club.getByRole('link', { name: /^Google Calendar/ })).toHaveAttribute(
        'href',
        `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(clubFeed.replace(/^http:/, 'webcal:'))}`,
      );
      const outlook = club.getByRole('link', { name: /^Outlook/ });
      const outlookHref = new URL((await outlook.getAttribute('href')) ?? '');
      expect(outlookHref.origin + outlookHref.pathname).toBe(
        'https://outlook.live.com/calendar/0/addfromweb',
      );
      expect(outlookHref.searchParams.get('url')).toBe(clubFeed);
      expect(outlookHref.searchParams.get('name')).toMatch(/ events$/);
      await expect(outlook).toHaveAttribute('target', '_blank');
      // The address the links name is the feed itself.
      const feed = await request.get(clubFeed);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');

      const privateUrl = await page.getByLabel('Your private calendar address').inputValue();
      expect(privateUrl).toMatch(new RegExp(`^${baseOrigin()}/api/calendar/[\\w-]{43}\\.ics$`));
      const mine = page.getByRole('list', { name: 'Subscribe to my events in' });
      await expect(mine.getByRole('link', { name: 'Apple Calendar' })).toHaveAttribute(
        'href',
        privateUrl.replace(/^http:/, 'webcal:'),
      );
      const mineOutlook = new URL(
        (await mine.getByRole('link', { name: /^Outlook/ }).getAttribute('href')) ?? '',
      );
      expect(mineOutlook.searchParams.get('url')).toBe(privateUrl);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  });
}
