import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';

/**
 * Issue 35, item 2: who's going to a con. A member says they go on Saturday as a character; a
 * second member sees them on the con page with the series count; a visitor does not see a
 * members-only goer. Each test adds its own con (POST /api/cons as an organiser) with dates.
 */

const shots = process.env.CON_GOING_SHOTS;
// Fri 6 – Sun 8 August 2027: calendar days, the same wherever the browser is.
const DATES = { startsOn: '2027-08-06', endsOn: '2027-08-08' };
const SATURDAY = '2027-08-07';

async function datedCon(request: APIRequestContext): Promise<string> {
  const organiser = await makeOrganiser(request, await createMember(request, { firstname: 'Olive' }));
  const res = await request.post('/api/cons', {
    headers: { Authorization: `Bearer ${organiser.token}` },
    data: { name: uniqueName('Going Con '), city: 'Wichita', state: 'Kansas', ...DATES },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).slug as string;
}

async function goes(request: APIRequestContext, member: Member, slug: string, series: string) {
  const res = await request.put(`/api/cons/${slug}/going`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { visibility: 'members', days: [{ day: SATURDAY, character: 'Nahida', series }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const going = (page: Page) => page.getByRole('region', { name: "Who's going" });
const saturday = (page: Page) => going(page).getByRole('region', { name: /^Saturday/ });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a member goes on Saturday as a character; another member sees them and the series count', async ({
      page,
      request,
    }) => {
      const slug = await datedCon(request);
      const ada = await createMember(request, { firstname: 'Ada', lastname: uniqueName('Going') });
      const ben = await createMember(request, { firstname: 'Ben' });
      await goes(request, ben, slug, 'genshin impact');

      await signIn(page, ada);
      await page.goto(`/cons/${slug}`);
      const form = going(page).getByRole('form', { name: 'I’m going' });
      await form.getByRole('checkbox', { name: 'Saturday, Aug 7' }).check();
      await form.getByLabel('Character on Saturday').fill('Raiden Shogun');
      await form.getByLabel('Series on Saturday').fill('Genshin Impact');
      await expect(form.getByRole('radio', { name: 'Members' })).toBeChecked();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Saved: you go on Saturday; members see it.')).toBeVisible();
      await expect(saturday(page).getByRole('link', { name: /^Ada / })).toBeVisible();
      await expectAccessible(page);
      if (shots)
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `${shots}/going-form-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
        }

      await signIn(page, ben);
      await page.goto(`/cons/${slug}`);
      const day = saturday(page);
      await expect(day.getByText('2 members as Genshin Impact characters')).toBeVisible();
      const adaLink = day.getByRole('link', { name: /^Ada / });
      await expect(adaLink).toHaveAttribute('href', `/public/${ada.username}`);
      await expect(day.getByText('Raiden Shogun — Genshin Impact')).toBeVisible();
      await going(page).scrollIntoViewIfNeeded();
      if (shots)
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `${shots}/going-list-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
        }
    });

    test('a visitor does not see a members-only goer', async ({ page, request }) => {
      const slug = await datedCon(request);
      const cy = await createMember(request, { firstname: 'Cy' });
      await goes(request, cy, slug, 'Bleach');
      await page.goto(`/cons/${slug}`);
      await expect(saturday(page).getByText('No one has said yet.')).toBeVisible();
      await expect(saturday(page).getByText('0 going')).toBeVisible();
      await expect(going(page).getByRole('link', { name: /^Cy / })).toHaveCount(0);
      await expect(going(page).getByRole('link', { name: 'Log in to say you are going' })).toBeVisible();
      await expectAccessible(page);
      if (shots)
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `${shots}/going-visitor-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
        }
    });
  });
}
