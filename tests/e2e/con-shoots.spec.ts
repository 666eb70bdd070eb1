import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';

/**
 * Issue 35 item 4: a photographer publishes a day of slots from the con page; a cosplayer books
 * one from the con page in three taps at most. The con is made through the API by an organiser.
 */

const shots = process.env.SHOOT_SHOTS;

/** A listed con in Illinois, starting 30 days from now, two days long; answers its slug and first day. */
async function conWithDates(
  request: APIRequestContext,
): Promise<{ slug: string; day: string; organiser: Member }> {
  const organiser = await makeOrganiser(request, await createMember(request));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    Date.now() + 30 * 86_400_000,
  );
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const res = await request.post('/api/cons', {
    headers: { Authorization: `Bearer ${organiser.token}` },
    data: {
      name: uniqueName('Shoot Con '),
      city: 'Rosemont',
      state: 'Illinois',
      startsOn: day,
      endsOn: next,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { slug: (await res.json()).slug as string, day, organiser };
}

/** The page in light and dark (fullPage: the whole page; otherwise the viewport, as a dialog shows). */
async function shootBoth(page: Page, name: string, fullPage = true) {
  if (!shots) return;
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${shots}/${name}-${colorScheme}.png`, fullPage });
  }
}

async function photographer(request: APIRequestContext): Promise<Member> {
  const member = await createMember(request, { firstname: 'Ada', lastname: 'Lens' });
  const res = await request.put(`/api/users/${member.userId}`, {
    headers: { Authorization: `Bearer ${member.token}` },
    multipart: { imawhat: 'Photographer' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return member;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a photographer publishes a day of slots from the con page', async ({ page, request }) => {
      const con = await conWithDates(request);
      const ada = await photographer(request);
      await signIn(page, ada);
      await page.goto(`/cons/${con.slug}`);
      const section = page.locator('section#shoots');
      await expect(section.getByRole('heading', { name: 'Photoshoots' })).toBeVisible();
      await section.getByRole('button', { name: 'Publish slots' }).click();
      await expect(section.getByText('This makes 12 slots, 10:00 am – 3:55 pm')).toBeVisible();
      await section.getByLabel('Place').fill('Fountain by Hall B');
      if (shots)
        await page.screenshot({ path: `${shots}/shoots-publish-${viewport.width}.png`, fullPage: true });
      await section.getByRole('button', { name: 'Publish', exact: true }).click();
      const slots = section.getByRole('list', { name: 'Ada Lens’s slots' }).getByRole('button');
      await expect(slots).toHaveCount(12);
      await expect(slots.first()).toContainText('10:00 am');
      await expectAccessible(page);
    });

    test('an organiser removes a booked slot from the con page after a question', async ({
      page,
      request,
    }) => {
      const con = await conWithDates(request);
      const ada = await photographer(request);
      const made = await request.post(`/api/cons/${con.slug}/shoots`, {
        headers: { Authorization: `Bearer ${ada.token}` },
        data: { day: con.day, from: '10:00', until: '11:00', lengthMinutes: 25, gapMinutes: 5 },
      });
      expect(made.status(), await made.text()).toBe(201);
      const [first] = (await made.json()).slots as Array<{ id: number }>;
      const cos = await createMember(request, { firstname: 'Cosmo' });
      const booked = await request.post(`/api/shoots/${first!.id}/booking`, {
        headers: { Authorization: `Bearer ${cos.token}` },
      });
      expect(booked.status()).toBe(200);
      await signIn(page, con.organiser);
      await page.goto(`/cons/${con.slug}`);
      const section = page.locator('section#shoots');
      await section.getByRole('button', { name: /10:00 am\s*Booked/ }).click();
      await section.getByRole('button', { name: 'Remove slot' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove Ada Lens’s 10:00 am slot?' });
      await expect(dialog).toContainText('the member who booked it is told the shoot was cancelled');
      await expectAccessible(page);
      await shootBoth(page, `shoots-remove-dialog-${viewport.width}`, false);
      await dialog.getByRole('button', { name: 'Remove the slot' }).click();
      await expect(dialog).toBeHidden();
      const slots = section.getByRole('list', { name: 'Ada Lens’s slots' }).getByRole('button');
      await expect(slots).toHaveCount(1);
      await expect(slots.first()).toContainText('10:30 am');
    });

    test('a cosplayer books a slot from the con page in three taps', async ({ page, request }) => {
      const con = await conWithDates(request);
      const ada = await photographer(request);
      const made = await request.post(`/api/cons/${con.slug}/shoots`, {
        headers: { Authorization: `Bearer ${ada.token}` },
        data: {
          day: con.day,
          from: '10:00',
          until: '12:00',
          lengthMinutes: 25,
          gapMinutes: 5,
          place: 'Fountain',
        },
      });
      expect(made.status(), await made.text()).toBe(201);
      const cos = await createMember(request, { firstname: 'Cosmo' });
      await signIn(page, cos);
      await page.goto(`/cons/${con.slug}`);
      const section = page.locator('section#shoots');
      // Tap 1: the slot. Tap 2: the booking. (The first day is already shown; a day tab would be the third.)
      await section.getByRole('button', { name: /10:30 am\s*Free/ }).click();
      await section.getByRole('button', { name: 'Book 10:30 am with Ada' }).click();
      await expect(section.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
      await expect(section.getByRole('button', { name: /10:30 am\s*Yours/ })).toBeVisible();
      await expectAccessible(page);
      await shootBoth(page, `shoots-booked-${viewport.width}`);
      // The photographer sees who booked.
      await signIn(page, ada);
      await page.goto(`/cons/${con.slug}`);
      await expect(section.getByRole('button', { name: /10:30 am\s*Cosmo/ })).toBeVisible();
      await shootBoth(page, `shoots-photographer-${viewport.width}`);
    });
  });
}
