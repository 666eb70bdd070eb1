import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { ConGroup } from '../../src/shared/api/con-groups';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';

/**
 * A group's lead moves it to another day and series from the Edit group dialog: the con's days are
 * the choices, a day the con no longer has is refused with the server's message in the dialog, and
 * the member who claimed a character hears of the move. CON_GROUPS_SHOTS=docs/design saves
 * docs/design/con-group-*.png.
 */

const shots = process.env.CON_GROUPS_SHOTS ?? process.env.SCREENSHOTS;
const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

/** Kawaii Kon, Friday 7 to `endsOn` June 2030, added or edited by the organiser. */
const conFields = (name: string, endsOn: string) => ({
  name,
  city: 'Wichita',
  state: 'Kansas',
  startsOn: '2030-06-07',
  endsOn,
});

/** The page with its open dialog (the top layer), or one element of it, light and dark. */
async function shoot(page: Page, name: string, width: number, element?: Locator) {
  if (!shots) return;
  // A dialog fades in: take it once it is still.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const path = `${shots}/con-group-${name}-${width}-${colorScheme}.png`;
    await (element ? element.screenshot({ path }) : page.screenshot({ path }));
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function startGroup(request: APIRequestContext, slug: string, lead: Member, title: string) {
  const res = await request.post(`/api/cons/${slug}/groups`, {
    headers: auth(lead),
    data: { series: 'Genshin Impact', day: '2030-06-08', title, characters: ['Zhongli', 'Xiao', 'Ganyu'] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ConGroup;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the lead moves a group to another day and series; a day the con lost is refused in the dialog; the claimer hears of it', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const organiser = await makeOrganiser(request, await createMember(request));
      const conName = uniqueName('Kawaii Kon ');
      const made = await request.post('/api/cons', {
        headers: auth(organiser),
        data: conFields(conName, '2030-06-09'),
      });
      expect(made.status(), await made.text()).toBe(201);
      const slug = (await made.json()).slug as string;
      const lead = await createMember(request, { firstname: 'Leah' });
      const ada = await createMember(request, { firstname: 'Ada', lastname: 'Lace' });
      const title = uniqueName('Liyue ');
      const group = await startGroup(request, slug, lead, title);
      const claimed = await request.post(`/api/con-groups/${group.id}/claims`, {
        headers: auth(ada),
        data: { characterId: group.characters[0]!.id },
      });
      expect(claimed.status(), await claimed.text()).toBe(200);

      await signIn(page, lead);
      await page.goto(`/cons/${slug}`);
      const card = page.getByRole('article', { name: title });
      await expect(card).toContainText('Saturday, Jun 8');
      await card.getByRole('button', { name: 'Edit group' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit the group' });
      await expect(dialog.getByLabel('Series')).toHaveValue('Genshin Impact');
      const day = dialog.getByLabel('Day');
      await expect(day).toHaveValue('2030-06-08');
      await expect(day.locator('option')).toHaveText([
        'Whole con',
        'Friday, Jun 7',
        'Saturday, Jun 8',
        'Sunday, Jun 9',
      ]);
      await dialog.getByLabel('Series').fill('Genshin Impact: Liyue');
      await day.selectOption({ label: 'Sunday, Jun 9' });
      await expectAccessible(page);
      await shoot(page, 'edit-dialog', viewport.width);

      // Meanwhile an organiser shortens the con: Sunday is no longer one of its days.
      const shortened = await request.put(`/api/cons/${slug}`, {
        headers: auth(organiser),
        data: conFields(conName, '2030-06-08'),
      });
      expect(shortened.status(), await shortened.text()).toBe(200);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Choose one of the convention’s days.');
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'edit-error', viewport.width);

      await day.selectOption({ label: 'Friday, Jun 7' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.locator('.con-group-facts')).toHaveText(
        'Genshin Impact: Liyue · Friday, Jun 7 · Lead: Leah Tailor',
      );
      await expect(card.getByText('Ada Lace', { exact: true })).toBeVisible();
      await shoot(page, 'moved', viewport.width, card);

      // Ada, who claimed Zhongli, hears of the move (the job runs on the server's timer).
      await expect
        .poll(
          async () => {
            const res = await request.get('/api/me/notifications', { headers: auth(ada) });
            return ((await res.json()) as InboxResponse).notifications.map((n) => n.text);
          },
          { timeout: 30_000 },
        )
        .toContain(`The group ${title} moved to Friday, June 7 and changed series to Genshin Impact: Liyue`);
    });
  });
}
