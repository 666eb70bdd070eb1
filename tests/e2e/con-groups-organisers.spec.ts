import { expect, type Page, test } from '@playwright/test';
import type { ConGroup } from '../../src/shared/api/con-groups';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';

/**
 * An organiser removes a member's group cosplay (a fake one) from the con page after a question;
 * it leaves the list at once and stays gone on reload. GROUPS_SHOTS=docs/design/issue-35 saves
 * groups-organiser-remove-*.png.
 */

const shots = process.env.GROUPS_SHOTS;
const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

/** The page with its open dialog, light and dark (the viewport: a dialog is in the top layer). */
async function shootBoth(page: Page, name: string) {
  if (!shots) return;
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${shots}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('an organiser removes a member’s group cosplay from the con page after a question', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
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
      const slug = (await made.json()).slug as string;
      const lead = await createMember(request, { firstname: 'Fay', lastname: 'Ker' });
      const title = uniqueName('Totally Real Liyue ');
      const started = await request.post(`/api/cons/${slug}/groups`, {
        headers: auth(lead),
        data: {
          series: 'Genshin Impact',
          day: '2030-06-08',
          title,
          characters: ['Zhongli', 'Xiao', 'Ganyu'],
        },
      });
      expect(started.status(), await started.text()).toBe(201);
      const group = (await started.json()) as ConGroup;
      const ada = await createMember(request, { firstname: 'Ada', lastname: 'Lace' });
      const claimed = await request.post(`/api/con-groups/${group.id}/claims`, {
        headers: auth(ada),
        data: { characterId: group.characters[0]!.id },
      });
      expect(claimed.status(), await claimed.text()).toBe(200);

      await signIn(page, organiser);
      await page.goto(`/cons/${slug}`);
      const card = page.getByRole('article', { name: title });
      await card.getByRole('button', { name: 'Remove group' }).click();
      const dialog = page.getByRole('dialog', { name: `Remove “${title}”?` });
      await expect(dialog).toContainText('Its characters and the one claim go with it.');
      await expect(dialog).toContainText('Fay Ker and every member who claimed a character are told');
      await expectAccessible(page);
      await shootBoth(page, `groups-organiser-remove-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Remove the group' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toHaveCount(0);
      await page.reload();
      await expect(page.locator('section#groups')).toBeVisible();
      await expect(page.getByRole('article', { name: title })).toHaveCount(0);
    });
  });
}
