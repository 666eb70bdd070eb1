import { type APIRequestContext, expect, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';
import { installedSiteWorker } from './service-worker';

/**
 * Issue 35, item 7: a member's day plan at a con prints on one sheet and opens offline. Seeded
 * through the API: a dated con, a cosplan, a booked shoot, a slot of theirs someone booked, a
 * group claim.
 */

const shots = process.env.CON_PLAN_SHOTS;
// Fri 6 – Sun 8 August 2027: calendar days, the same wherever the browser is.
const DATES = { startsOn: '2027-08-06', endsOn: '2027-08-08' };
const auth = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

/** The fields of the seeding answers this spec reads (a con, a run of slots, a group). */
type Seeded = {
  slug: string;
  name: string;
  id: number;
  slots: { id: number }[];
  characters: { id: number }[];
};

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Seeded> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Seeded;
}

async function photographer(request: APIRequestContext, firstname: string): Promise<Member> {
  const member = await createMember(request, { firstname, lastname: 'Lens' });
  await ok(
    await request.put(`/api/users/${member.userId}`, {
      headers: auth(member),
      multipart: { imawhat: 'Photographer' },
    }),
  );
  return member;
}

async function seed(request: APIRequestContext) {
  const organiser = await makeOrganiser(request, await createMember(request, { firstname: 'Olive' }));
  const con = await ok(
    await request.post('/api/cons', {
      headers: auth(organiser),
      data: { name: uniqueName('Plan Con '), city: 'Wichita', state: 'Kansas', ...DATES },
    }),
  );
  const slug = con.slug as string;
  const mia = await photographer(request, 'Mia');
  const ada = await photographer(request, 'Ada');
  const ben = await createMember(request, { firstname: 'Ben', lastname: 'Booker' });
  await ok(
    await request.put(`/api/cons/${slug}/going`, {
      headers: auth(mia),
      data: {
        visibility: 'members',
        days: [
          { day: '2027-08-06', character: 'Lumine', series: 'Genshin Impact' },
          { day: '2027-08-07', character: 'Raiden Shogun', series: 'Genshin Impact' },
          { day: '2027-08-08', character: 'Link', series: 'The Legend of Zelda' },
        ],
      },
    }),
  );
  const run = (who: Member, day: string, from: string, until: string) =>
    request.post(`/api/cons/${slug}/shoots`, {
      headers: auth(who),
      data: { day, from, until, lengthMinutes: 30, gapMinutes: 0, place: 'North lobby', price: 25 },
    });
  const adas = (await ok(await run(ada, '2027-08-07', '14:00', '14:30'))).slots;
  await ok(await request.post(`/api/shoots/${adas[0]?.id}/booking`, { headers: auth(mia) }));
  const mine = (await ok(await run(mia, '2027-08-08', '10:00', '11:30'))).slots;
  await ok(await request.post(`/api/shoots/${mine[1]?.id}/booking`, { headers: auth(ben) }));
  const group = await ok(
    await request.post(`/api/cons/${slug}/groups`, {
      headers: auth(ben),
      data: { series: 'Genshin Impact', title: 'Inazuma', day: '2027-08-07', characters: ['Raiden Shogun'] },
    }),
  );
  await ok(
    await request.post(`/api/con-groups/${group.id}/claims`, {
      headers: auth(mia),
      data: { characterId: group.characters[0]?.id },
    }),
  );
  return { slug, name: con.name as string, mia };
}

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('my con day plan lists each day by time, prints on one page and opens offline', async ({
      page,
      request,
      context,
    }) => {
      const { slug, name, mia } = await seed(request);
      await signIn(page, mia);
      // From the con page, as a member finds it.
      await page.goto(`/cons/${slug}`);
      await page.getByRole('link', { name: 'My day plan' }).click();
      await expect(page).toHaveURL(new RegExp(`/cons/${slug}/plan$`));
      await expect(page.getByRole('heading', { level: 1, name: `My day at ${name}` })).toBeVisible();
      if (shots) {
        await page.goBack();
        await expect(page.getByRole('link', { name: 'My day plan' })).toBeVisible();
        await page.screenshot({ path: `${shots}/con-page-member-${viewport.width}.png` });
        await page.goForward();
      }
      const sat = page.getByRole('region', { name: 'Saturday, August 7' });
      await expect(sat.getByText('Photoshoot with Ada Lens')).toBeVisible();
      await expect(sat.getByText('Group: Inazuma')).toBeVisible();
      const sun = page.getByRole('region', { name: 'Sunday, August 8' });
      await expect(sun.getByText('Photographing Ben Booker')).toBeVisible();
      await expect(sun.getByText('2 free slots of yours not booked yet.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Friday, August 6' }).getByText('Lumine')).toBeVisible();
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      if (shots)
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `${shots}/plan-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
        }

      await page.emulateMedia({ media: 'print', colorScheme: 'light' });
      await expect(page.locator('.site-header')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      if (shots) await page.screenshot({ path: `${shots}/plan-print-${viewport.width}.png`, fullPage: true });
      for (const format of ['Letter', 'A4'])
        expect(pdfPages(await page.pdf({ format, printBackground: false })), format).toBe(1);
      await page.emulateMedia({ media: 'screen' });

      // Offline: once the worker controls the page, a plan opened online opens without network.
      await installedSiteWorker(page);
      await expect(sat.getByText('Photoshoot with Ada Lens')).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(
            async (path) => Boolean(await (await caches.open('member-schedule-v1')).match(path)),
            `/api/me/cons/${slug}/plan`,
          ),
        )
        .toBe(true);
      await context.setOffline(true);
      await page.goto(`/cons/${slug}/plan`);
      await expect(page.getByText(/^Offline, as of/)).toBeVisible();
      await expect(sat.getByText('Photoshoot with Ada Lens')).toBeVisible();
      await context.setOffline(false);
    });
  });
}
