import fs from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn } from './fixtures';

// Issue 33 §3 and two of §14: the members page lists suspended members (and accounts being
// deleted) and lifts a suspension; the audit log links members; the tab strip keeps its tab in
// view on a phone. Every member here is this file's own, so it runs beside the other specs.
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/** Set SHOTS_DIR to keep screenshots of each page, light and dark, for a look by eye. */
const SHOTS_DIR = process.env.SHOTS_DIR;

const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function openAs(
  browser: Browser,
  member: Member | null,
  path: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  opened.push(context);
  const page = await context.newPage();
  if (member) await signIn(page, member);
  await page.goto(path);
  return page;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { width } = page.viewportSize() ?? { width: 0 };
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function suspend(request: APIRequestContext, organiser: Member, member: Member, reason: string) {
  const res = await request.post(`/api/organisers/members/${member.userId}/suspend`, {
    headers: auth(organiser),
    data: { reason },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The members page's card of one member in "Suspended and deleted accounts". */
const outCard = (page: Page, member: Member) =>
  page
    .getByRole('list', { name: /^Suspended and deleted accounts/ })
    .getByRole('listitem')
    .filter({ hasText: `@${member.username}` });

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: an organiser finds a suspended member with the reason, who and when, lifts it, and the member logs in`, async ({
    browser,
    request,
  }) => {
    const organiser = await makeOrganiser(request, await createMember(request, { firstname: 'Olive' }));
    const member = await createMember(request, { firstname: 'Casey', lastname: 'Suspended' });
    const leaving = await createMember(request, { firstname: 'Dana', lastname: 'Leaving' });
    const reason = 'Harassing other members at the meetup.';
    await suspend(request, organiser, member, reason);
    const deleted = await request.delete(`/api/users/${leaving.userId}`, {
      headers: auth(leaving),
      data: { password: leaving.password },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);

    const desk = await openAs(browser, organiser, '/organisers/members', viewport);
    await expect(desk.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    const card = outCard(desk, member);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Casey Suspended' })).toBeVisible();
    await expect(card.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(card.getByText(reason)).toBeVisible();
    await expect(card.getByText(`@${organiser.username}`)).toBeVisible();
    await expect(card.locator('time')).toHaveText('just now');
    // The account being deleted is listed with the day it goes, and offers nothing to lift.
    const leavingCard = outCard(desk, leaving);
    await expect(leavingCard.getByText('Being deleted')).toBeVisible();
    await expect(leavingCard.getByText(/unless they restore it from the link mailed to them/)).toBeVisible();
    await expect(leavingCard.getByRole('button')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(desk);
    await shoot(desk, 'members-suspended');

    // Before it is lifted, logging in is refused.
    const own = await openAs(browser, null, '/login', viewport);
    await own.getByLabel('Username').fill(member.username);
    await own.getByLabel('Password').fill(member.password);
    await own.getByRole('button', { name: 'Log in' }).click();
    await expect(own.getByRole('region', { name: 'This account is suspended.' })).toBeVisible();

    await card.getByRole('button', { name: 'Lift suspension' }).click();
    const dialog = desk.getByRole('dialog', { name: `Lift @${member.username}’s suspension?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(dialog.getByText('Give a short reason: the member receives it.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Apology accepted.');
    await shoot(desk, 'members-lift-dialog');
    await dialog.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(dialog).toBeHidden();
    await expect(desk.getByText('Suspension lifted. The member was told why.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(outCard(desk, leaving)).toHaveCount(1);

    // The audit log has the lift, with the member's name linking to their profile.
    await desk.getByRole('link', { name: 'Audit log' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entries =
      viewport.name === 'phone'
        ? desk.getByRole('list', { name: 'Organiser actions, newest first' }).getByRole('listitem')
        : desk.getByRole('table').getByRole('row');
    const lift = entries
      .filter({ hasText: 'Lifted a suspension' })
      .filter({ hasText: `@${member.username}` });
    await expect(lift).toHaveCount(1);
    await expect(lift.getByText('Apology accepted.')).toBeVisible();
    const link = lift.getByRole('link', { name: `@${member.username}` });
    await expect(link).toHaveAttribute('href', `/public/${member.username}`);

    // The member logs in again, through the form.
    await own.goto('/');
    await own.goto('/login');
    await own.getByLabel('Username').fill(member.username);
    await own.getByLabel('Password').fill(member.password);
    await own.getByRole('button', { name: 'Log in' }).click();
    await expect(own).toHaveURL(/\/motd$/);

    // The organiser follows the link to the member, whose profile is public again.
    await link.click();
    await expect(desk).toHaveURL(new RegExp(`/public/${member.username}$`));
    await expect(desk.getByRole('heading', { level: 1 })).toContainText('Casey');
  });
}

test('the audit log leaves a deleted member’s name as plain text', async ({ browser, request }) => {
  const organiser = await makeOrganiser(request, await createMember(request, { firstname: 'Olive' }));
  const member = await createMember(request);
  for (const role of ['organiser', 'member']) {
    const res = await request.post(`/api/organisers/members/${member.userId}/role`, {
      headers: auth(organiser),
      data: { role },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const deleted = await request.delete(`/api/users/${member.userId}`, {
    headers: auth(member),
    data: { password: member.password },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
  const page = await openAs(browser, organiser, '/organisers/audit', { width: 1366, height: 768 });
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: `@${member.username}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.getByRole('link', { name: `@${member.username}` })).toHaveCount(0);
  // An organiser is still linked.
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await shoot(page, 'audit');
});

test('phone: the organisers’ tab strip keeps the active tab in view', async ({ browser, request }) => {
  const organiser = await makeOrganiser(request, await createMember(request, { firstname: 'Olive' }));
  const page = await openAs(browser, organiser, '/organisers/audit', { width: 390, height: 844 });
  const strip = page.getByRole('navigation', { name: 'Organiser tools' }).getByRole('list');
  const tab = (name: string) => strip.getByRole('link', { name: new RegExp(`^${name}`) });
  /** The part of the tab the strip shows, left and right, in px (0 when fully shown). */
  const hidden = async (name: string) => {
    const box = await strip.boundingBox();
    const item = await tab(name).boundingBox();
    if (!box || !item) throw new Error('not laid out');
    return Math.max(0, box.x - item.x) + Math.max(0, item.x + item.width - (box.x + box.width));
  };
  await expect(tab('Audit log')).toHaveAttribute('aria-current', 'page');
  // The strip is wider than the phone: the last tab is only in view because it was scrolled to.
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await hidden('Audit log')).toBe(0);
  // Only the strip moved, not the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await shoot(page, 'tabs-audit');

  // Back to the first tab: the strip scrolls back so it shows whole.
  // (A DOM click, as a tap: Playwright's own click would scroll the tab into view itself.)
  expect(await hidden('Reports')).toBeGreaterThan(0);
  await tab('Reports').evaluate((el: HTMLElement) => el.click());
  await expect(tab('Reports')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => hidden('Reports')).toBe(0);
  await tab('Audit log').evaluate((el: HTMLElement) => el.click());
  await expect(tab('Audit log')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => hidden('Audit log')).toBe(0);
});
