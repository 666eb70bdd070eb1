import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ConGroup, ConGroupsAnswer } from '../../src/shared/api/con-groups';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';

/**
 * Issue 35 item 3: a lead starts a group cosplay with four characters on the con page, two
 * members claim, the lead accepts one claim and moves the other (after a question): the roster
 * fills. Then the lead edits the notes and removes a claimed character.
 */

const shots = process.env.CON_GROUPS_SHOTS ?? process.env.SCREENSHOTS;
const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

/** A con with three days, added by an organiser through the API. */
async function datedCon(request: APIRequestContext): Promise<string> {
  const organiser = await makeOrganiser(request, await createMember(request));
  const res = await request.post('/api/cons', {
    headers: auth(organiser),
    data: {
      name: uniqueName('Kawaii Kon '),
      city: 'Wichita',
      state: 'Kansas',
      startsOn: '2030-06-07',
      endsOn: '2030-06-09',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).slug as string;
}

async function groupNamed(request: APIRequestContext, slug: string, member: Member, title: string) {
  const res = await request.get(`/api/cons/${slug}/groups`, { headers: auth(member) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as ConGroupsAnswer).groups.find((g) => g.title === title) as ConGroup;
}

async function claim(request: APIRequestContext, group: ConGroup, member: Member, name: string) {
  const characterId = group.characters.find((c) => c.name === name)!.id;
  const res = await request.post(`/api/con-groups/${group.id}/claims`, {
    headers: auth(member),
    data: { characterId },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function shoot(page: Page, name: string, width: number) {
  if (!shots) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.locator('#groups').screenshot({ path: `${shots}/groups-${name}-${width}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** An open dialog over the page (the top layer: a screenshot of the page, not of #groups). */
async function shootDialog(page: Page, name: string, width: number) {
  if (!shots) return;
  // The dialog fades in: take it once it is still.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${shots}/groups-${name}-${width}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a lead starts a group, two members claim, the lead accepts and moves: the roster fills; the lead edits it and removes a character', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const slug = await datedCon(request);
      const lead = await createMember(request, { firstname: 'Leah' });
      const ada = await createMember(request, { firstname: 'Ada', lastname: 'Lace' });
      const ben = await createMember(request, { firstname: 'Ben', lastname: 'Bow' });
      const title = uniqueName('Liyue ');

      await signIn(page, lead);
      await page.goto(`/cons/${slug}`);
      const section = page.locator('#groups');
      await expect(section.getByRole('heading', { level: 2, name: 'Group cosplays' })).toBeVisible();
      await section.getByRole('button', { name: 'Start a group' }).click();
      await section.getByLabel('Series').fill('Genshin Impact');
      await section.getByLabel('Day').selectOption('2030-06-08');
      await section.getByLabel('Title').fill(title);
      await section.getByLabel('Characters').fill('Zhongli\nXiao\nGanyu\nKeqing');
      await shoot(page, 'start', viewport.width);
      await section.getByRole('button', { name: 'Start the group' }).click();
      const card = section.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Saturday, Jun 8');
      await expect(card.getByText('0 of 4 filled')).toBeVisible();

      const group = await groupNamed(request, slug, lead, title);
      await claim(request, group, ada, 'Zhongli');
      await claim(request, group, ben, 'Xiao');

      await page.reload();
      const roster = page.getByRole('list', { name: `Roster of ${title}` });
      await expect(roster.getByText('Ada Lace', { exact: true })).toBeVisible();
      await expect(roster.getByText('pending', { exact: true })).toHaveCount(2);
      await shoot(page, 'pending', viewport.width);
      await roster.getByRole('button', { name: 'Accept' }).first().click();
      await expect(roster.getByText('pending', { exact: true })).toHaveCount(1);
      await roster.getByLabel('Move Ben Bow to').selectOption({ label: 'Ganyu' });
      // The move waits for the lead's yes, in a dialog naming the member and the character.
      const move = page.getByRole('dialog', { name: 'Move Ben Bow to Ganyu?' });
      await expect(move).toBeVisible();
      await expect(roster.getByText('pending', { exact: true })).toHaveCount(1);
      await shootDialog(page, 'move-dialog', viewport.width);
      await move.getByRole('button', { name: 'Move to Ganyu' }).click();
      await expect(roster.getByText('pending', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('article', { name: title }).getByText('2 of 4 filled')).toBeVisible();
      // A roster row by its character's name (the Move to… menus name every character).
      const row = (name: string) =>
        roster
          .getByRole('listitem')
          .filter({ has: page.locator('.roster-character', { hasText: new RegExp(`^${name}$`) }) });
      await expect(row('Ganyu')).toContainText('Ben Bow');
      await expect(row('Xiao')).toContainText('Open');
      await expectAccessible(page);
      await shoot(page, 'filled', viewport.width);

      // The lead edits the group's notes and removes a claimed character (its claim goes with it).
      const card2 = page.getByRole('article', { name: title });
      await card2.getByRole('button', { name: 'Edit group' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit the group' });
      await edit.getByLabel('Notes').fill('Meet at the fountain at noon');
      await expectAccessible(page);
      await shootDialog(page, 'edit-dialog', viewport.width);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      await expect(card2.getByText('Meet at the fountain at noon')).toBeVisible();
      await roster.getByRole('button', { name: 'Remove the character Ganyu' }).click();
      const remove = page.getByRole('dialog', { name: 'Remove Ganyu from the group?' });
      await expect(remove).toContainText('Ben Bow claimed it: the claim goes with it, and they are told.');
      await shootDialog(page, 'remove-character-dialog', viewport.width);
      await remove.getByRole('button', { name: 'Remove the character' }).click();
      await expect(remove).toBeHidden();
      await expect(card2.getByText('1 of 3 filled')).toBeVisible();
      await expect(roster).not.toContainText('Ben Bow');
      await card2.getByRole('button', { name: 'Delete group' }).click();
      await shootDialog(page, 'delete-dialog', viewport.width);
      await page
        .getByRole('dialog', { name: `Delete “${title}”?` })
        .getByRole('button', { name: 'Keep it' })
        .click();

      // A visitor sees the group and which characters are open, not who plays them.
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const visitorRoster = page.getByRole('list', { name: `Roster of ${title}` });
      await expect(visitorRoster.getByText('Claimed')).toHaveCount(1);
      await expect(page.locator('#groups')).not.toContainText('Ada Lace');
      await shoot(page, 'visitor', viewport.width);
    });
  });
}
