import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ConGroup } from '../../src/shared/api/con-groups';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';

/**
 * A member reports a group cosplay and a photoshoot slot from the con page; the organisers' queue
 * names both, linked to the con page. REPORTS_SHOTS=docs/design/issue-35 saves con-report-*.png.
 */

const shots = process.env.REPORTS_SHOTS;
const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

async function shootBoth(page: Page, name: string, fullPage = false) {
  if (!shots) return;
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${shots}/${name}-${colorScheme}.png`, fullPage });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A con, a group led by Fay and a photographer's two slots on its Friday (the day the page opens on). */
async function conWithGroupAndSlots(request: APIRequestContext) {
  const organiser = await makeOrganiser(request, await createMember(request, { firstname: 'Olive' }));
  const made = await request.post('/api/cons', {
    headers: auth(organiser),
    data: {
      name: uniqueName('Kawaii Kon '),
      city: 'Wichita',
      state: 'Kansas',
      startsOn: '2030-06-07',
      endsOn: '2030-06-09',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const con = (await made.json()) as { slug: string; name: string };
  const lead = await createMember(request, { firstname: 'Fay', lastname: 'Ker' });
  const title = uniqueName('Liyue ');
  const started = await request.post(`/api/cons/${con.slug}/groups`, {
    headers: auth(lead),
    data: { series: 'Genshin Impact', day: '2030-06-08', title, characters: ['Zhongli', 'Xiao'] },
  });
  expect(started.status(), await started.text()).toBe(201);
  const lens = await createMember(request, { firstname: 'Ada', lastname: 'Lens' });
  const role = await request.put(`/api/users/${lens.userId}`, {
    headers: auth(lens),
    multipart: { imawhat: 'Photographer' },
  });
  expect(role.status(), await role.text()).toBe(200);
  const published = await request.post(`/api/cons/${con.slug}/shoots`, {
    headers: auth(lens),
    data: { day: '2030-06-07', from: '10:00', until: '11:00', lengthMinutes: 30, gapMinutes: 0 },
  });
  expect(published.status(), await published.text()).toBe(201);
  return { organiser, con, group: (await started.json()) as ConGroup, title };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a member reports a group and a slot; the organisers’ queue names both', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { organiser, con, title } = await conWithGroupAndSlots(request);
      const member = await createMember(request, { firstname: 'Robin' });
      await signIn(page, member);
      await page.goto(`/cons/${con.slug}`);

      const card = page.getByRole('article', { name: title });
      await card.getByRole('button', { name: `Report the group ${title}` }).click();
      const groupDialog = page.getByRole('dialog', { name: `Report “${title}”` });
      await groupDialog.getByRole('radio', { name: 'Harassment' }).check();
      await groupDialog
        .getByLabel('Anything the organisers should know (optional)')
        .fill('Mocks other members.');
      await expectAccessible(page);
      await shootBoth(page, `con-report-group-${viewport.width}`);
      await groupDialog.getByRole('button', { name: 'Send report' }).click();
      await expect(groupDialog).toBeHidden();
      // The thanks is a toast; it goes on Dismiss, out of the way of the slot's actions.
      await page.getByText('Thank you. An organiser will look at your report.').waitFor();
      await page.getByRole('button', { name: 'Dismiss' }).click();

      const section = page.locator('section#shoots');
      await section.getByRole('button', { name: /10:00 am\s*Free/ }).click();
      const reportSlot = section.getByRole('button', { name: 'Report the 10:00 am slot with Ada Lens' });
      await expect(reportSlot).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await shootBoth(page, `con-report-slot-${viewport.width}`);
      await reportSlot.click();
      const slotDialog = page.getByRole('dialog', { name: 'Report Ada Lens’s 10:00 am slot' });
      await slotDialog.getByRole('radio', { name: 'Spam' }).check();
      await slotDialog.getByRole('button', { name: 'Send report' }).click();
      await expect(slotDialog).toBeHidden();

      await signIn(page, organiser);
      await page.goto('/organisers/reports');
      const groupLink = page.getByRole('link', { name: `Group cosplay “${title}” at ${con.name}` });
      await expect(groupLink).toHaveAttribute('href', `/cons/${con.slug}#groups`);
      const slotLink = page.getByRole('link', { name: `Photoshoot slot Fri 10:00 am at ${con.name}` });
      await expect(slotLink).toHaveAttribute('href', `/cons/${con.slug}#shoots`);
      await expectAccessible(page);
      await shootBoth(page, `con-report-queue-${viewport.width}`, true);
    });
  });
}
