import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, signIn } from './fixtures';

/**
 * Groups (issue 38 item 1), the journey of a private group: a member starts one, invites a
 * second member (another browser), who accepts it from /groups; both see the group, and a third
 * member gets the site's "Page not found" at its address — at a phone and a laptop, light and
 * dark, axe clean. Screenshots go to .tmp/screenshots/groups/.
 */

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
} as const;

async function as(browser: Browser, member: Member, size: keyof typeof VIEWPORTS, scheme: 'light' | 'dark') {
  const context = await browser.newContext({
    ...VIEWPORTS[size],
    colorScheme: scheme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await signIn(page, member);
  return { context, page };
}

async function fitsWidth(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(width);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `.tmp/screenshots/groups/${name}.png`, fullPage: true });

for (const size of ['phone', 'laptop'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`a private group: start, invite, accept; invisible to others (${size}, ${scheme})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const tag = `${size}-${scheme}`;
      const width = VIEWPORTS[size].viewport.width;
      const [owner, friend, stranger] = await Promise.all([
        createMember(request, { firstname: 'Olive' }),
        createMember(request, { firstname: 'Juniper' }),
        createMember(request, { firstname: 'Rowan' }),
      ]);
      const contexts: BrowserContext[] = [];
      try {
        // The owner starts a private group.
        const first = await as(browser, owner, size, scheme);
        contexts.push(first.context);
        const page = first.page;
        await page.goto('/groups');
        await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
        await expectAccessible(page);
        await shot(page, `${tag}-groups-empty`);
        await page.getByRole('link', { name: 'Start a group' }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: 'Start a group' })).toBeVisible();
        const name = `Secret Sewing Circle ${tag}`;
        await page.getByLabel('Name').fill(name);
        await page.getByLabel('Kind').selectOption('circle');
        await page.getByLabel('State').selectOption('Kansas');
        await page.getByLabel('Description').fill('We sew on **Saturdays**.');
        await page
          .getByRole('group', { name: 'Who sees the group' })
          .getByLabel(/^Private/)
          .check();
        await expect(page.getByRole('radio', { name: 'By invitation only', exact: true })).toBeChecked();
        await expectAccessible(page);
        await fitsWidth(page, width);
        await shot(page, `${tag}-group-new`);
        await page.getByRole('button', { name: 'Start the group' }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page.getByText('Private', { exact: true })).toBeVisible();
        const address = new URL(page.url()).pathname;
        expect(address).toMatch(/^\/groups\/[^/]+$/);

        // Invite the second member by username.
        await page.getByRole('link', { name: /Members/ }).click();
        await page.getByLabel('Invite members').fill(friend.username);
        await page.getByRole('button', { name: 'Invite' }).click();
        await expect(page.getByText(`Invited: ${friend.username}.`)).toBeVisible();
        await expect(page.getByRole('list', { name: 'Invited, not answered yet' })).toBeVisible();
        await expectAccessible(page);
        await fitsWidth(page, width);
        await shot(page, `${tag}-group-members-owner`);

        // The second member accepts from /groups, in a browser of their own.
        const second = await as(browser, friend, size, scheme);
        contexts.push(second.context);
        await second.page.goto('/groups');
        const invitations = second.page.getByRole('list', { name: 'Invitations' });
        await expect(invitations.getByRole('listitem', { name })).toBeVisible();
        await expectAccessible(second.page);
        await shot(second.page, `${tag}-groups-invited`);
        await invitations.getByRole('button', { name: 'Accept invitation' }).click();
        const mine = second.page.getByRole('list', { name: 'Your groups' });
        await expect(mine.getByRole('link', { name })).toBeVisible();
        await mine.getByRole('link', { name }).click();
        await expect(second.page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(second.page.getByRole('button', { name: 'Leave' })).toBeVisible();
        await expectAccessible(second.page);
        await fitsWidth(second.page, width);
        await shot(second.page, `${tag}-group-member`);

        // The owner sees the new member.
        await page.reload();
        await expect(page.getByRole('list', { name: 'Members' }).getByText(/Juniper/)).toBeVisible();

        // A third member: "Page not found", and nothing of the group on /groups.
        const third = await as(browser, stranger, size, scheme);
        contexts.push(third.context);
        await third.page.goto(address);
        await expect(third.page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await expect(third.page.getByText(name)).toHaveCount(0);
        await third.page.goto('/groups');
        await expect(third.page.getByRole('heading', { level: 2, name: 'All groups' })).toBeVisible();
        await expect(third.page.getByText(name)).toHaveCount(0);
        await expectAccessible(third.page);
      } finally {
        for (const context of contexts) await context.close();
      }
    });
  }
}
