import { expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, signIn, uniqueName } from './fixtures';

/**
 * Recurring events (issue 38 item 2): a member makes a monthly series ("second <weekday>") in the
 * event form, sees its next dates on the page, skips one date, and the others stay — at phone and
 * laptop size, light and dark, axe clean.
 */

const shots = process.env.SHOOT_SHOTS ?? '.tmp/event-series';

async function shootBoth(page: Page, name: string) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The 10th of next month (always a "second" weekday), as YYYY-MM-DD. */
function tenthOfNextMonth(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10));
  return next.toISOString().slice(0, 10);
}

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
] as const;

for (const size of sizes) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('create a monthly series, then skip one date', async ({ page, request }) => {
      const member = await createMember(request, { firstname: 'Rhea', lastname: 'Rivet' });
      await signIn(page, member);
      const title = `Armour night ${uniqueName('series')}`;
      const day = tenthOfNextMonth();
      const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T12:00:00Z`),
      );

      await page.goto('/events/new');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Start date').fill(day);
      await page.getByLabel('Start time').fill('18:00');
      await page.getByLabel('End date').fill(day);
      await page.getByLabel('End time').fill('21:00');
      await page.getByLabel('Repeats').selectOption({ label: `Every second ${weekday}` });
      await page.getByLabel('How many times').fill('6');
      await page.getByLabel('City', { exact: true }).fill('Omaha');
      await page.getByLabel('State', { exact: true }).selectOption('Nebraska');
      await shootBoth(page, `${size.name}-form`);
      await page.getByRole('button', { name: 'Create event' }).click();

      await expect(page).toHaveURL(/\/events\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const series = page.getByRole('region', { name: /Repeats/ });
      await expect(series.getByRole('heading', { name: `Repeats: every second ${weekday}` })).toBeVisible();
      await expect(series.getByRole('listitem')).toHaveCount(6);
      await shootBoth(page, `${size.name}-first`);
      const firstUrl = page.url();

      // The second date: its own page; skip it.
      await series.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Skip this date' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await shootBoth(page, `${size.name}-skip-dialog`);
      await dialog.getByRole('button', { name: 'Yes, skip this date' }).click();
      await expect(page.getByText('This date is skipped.')).toBeVisible();

      // Back on the first date: the skipped one says so, the others stay.
      await page.goto(firstUrl);
      const again = page.getByRole('region', { name: /Repeats/ });
      await expect(again.getByText('skipped')).toHaveCount(1);
      await expect(again.getByRole('link')).toHaveCount(4);
      await shootBoth(page, `${size.name}-after-skip`);

      // The events list (of its state: other specs' events fill the club-wide first page) shows the series once.
      await page.goto('/events?state=Nebraska');
      await expect(page.getByRole('link', { name: title })).toHaveCount(1);
      await expect(page.getByText(`Every second ${weekday}`).first()).toBeVisible();
      await shootBoth(page, `${size.name}-list`);
    });
  });
}
