import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { CurrentContentAnswer } from '../../src/shared/api/content-editor';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';
import { freePort } from './free-port';

/**
 * An organiser edits the club content in the app, and a second instance of the site (another
 * process on the same database, as behind a load balancer) follows the save and the restore
 * without a restart: every instance follows the content's changes (issue 32).
 */

// Every test here edits the one club content; run in parallel they would save over each other
// (a stale base version is refused), so this file's tests run one after another in one worker.
test.describe.configure({ mode: 'default' });

let second: ChildProcess | undefined;
let secondUrl = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  secondUrl = `http://127.0.0.1:${port}`;
  second = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
      PUBLIC_URL: secondUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const health = async () => {
    try {
      return (await fetch(`${secondUrl}/api/health`)).status;
    } catch {
      return 0;
    }
  };
  await expect.poll(health, { timeout: 110_000, intervals: [250, 500, 1000] }).toBe(200);
});

test.afterAll(async () => {
  const child = second;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(stuck);
});

const bearer = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

/** The /motd page of the second instance, signed in as the organiser (sessions live in the database). */
async function secondMotd(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL: secondUrl });
  const page = await context.newPage();
  await signIn(page, member);
  await page.goto('/motd');
  return page;
}

/** Reloads until the page shows `title` (the instance picks the change up within seconds). */
async function expectTitle(page: Page, title: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 2000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1000] });
}

test('an organiser saves the message of the day and restores it; another instance follows both', async ({
  page,
  request,
  browser,
}) => {
  // Two servers, a build and axe on a long form: generous on a busy machine.
  test.setTimeout(120_000);
  const organiser = await makeOrganiser(request, await createMember(request));
  const current = async () =>
    (await (
      await request.get('/api/organisers/content', { headers: bearer(organiser) })
    ).json()) as CurrentContentAnswer;
  const original = await current();
  const oldTitle = original.content.motd.title;
  // The version to go back to: the content as it is, saved once (a fresh database has none yet).
  const baseline = await request.put('/api/organisers/content', {
    headers: bearer(organiser),
    data: { ...original.content, baseVersion: original.version?.id ?? null },
  });
  expect(baseline.status(), await baseline.text()).toBe(200);
  const baselineId = (await baseline.json()).id as number;

  try {
    await signIn(page, organiser);
    await page.goto('/organisers/content');
    const title = page.getByLabel('Message title');
    await expect(title).toHaveValue(oldTitle);
    await expect(page.getByText(`Editing version #${baselineId}`)).toBeVisible();
    await expectAccessible(page);

    const newTitle = `Convention season ${uniqueName('t')}`;
    await title.fill(newTitle);
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save club content' }).click();
    await expect(page.getByText('Club content saved')).toBeVisible();
    await expect(page.getByText('No unsaved changes')).toBeVisible();

    const other = await secondMotd(browser, organiser);
    await expectTitle(other, newTitle);

    await page.getByRole('button', { name: `Restore version #${baselineId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Restore version #${baselineId}?` });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(`Version #${baselineId} restored`)).toBeVisible();
    await expect(title).toHaveValue(oldTitle);
    await expect(page.getByRole('list', { name: 'Saved versions, newest first' })).toContainText(
      `Restored from #${baselineId}`,
    );

    await expectTitle(other, oldTitle);
    await other.context().close();
  } finally {
    // Other specs share this server: whatever happened above, the club's content ends as it was.
    const now = await current();
    if (now.content.motd.title !== oldTitle) {
      await request.put('/api/organisers/content', {
        headers: bearer(organiser),
        data: { ...original.content, baseVersion: now.version?.id ?? null },
      });
    }
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} the shipped placeholders are noticed until the club's own values are saved`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const organiser = await makeOrganiser(request, await createMember(request));
    const current = async () =>
      (await (
        await request.get('/api/organisers/content', { headers: bearer(organiser) })
      ).json()) as CurrentContentAnswer;
    // Start from the shipped placeholders (a fresh install), whatever other tests saved.
    const file = JSON.parse(fs.readFileSync('content/club.json', 'utf8'));
    const before = await current();
    const reset = await request.put('/api/organisers/content', {
      headers: bearer(organiser),
      data: { ...file, baseVersion: before.version?.id ?? null },
    });
    expect(reset.status(), await reset.text()).toBe(200);

    try {
      await signIn(page, organiser);
      await page.goto('/organisers/content');
      const notice = page.getByRole('complementary', { name: 'Still the shipped placeholder' });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button')).toHaveText([
        'Club email',
        'Tutorial videos',
        'Support link address',
        'Chat community address',
      ]);
      await expectAccessible(page);
      await notice.getByRole('button', { name: 'Club email' }).click();
      const email = page.getByLabel('Club email');
      await expect(email).toBeFocused();

      const address = `events-${uniqueName('c')}@midwestcosplay.club`;
      await email.fill(address);
      await page.getByLabel('Support link address').fill('https://ko-fi.com/midwestcosplay');
      await page.getByLabel('Chat community address').fill('https://discord.gg/midwestcosplay');
      const video = page.getByRole('group', { name: 'Video 1' });
      await video.getByLabel('Title').fill('How to update your account');
      await video
        .getByLabel('Embed address')
        .fill('https://www.youtube-nocookie.com/embed/videoseries?list=PLclub');
      await page
        .getByLabel('Calendar embed address')
        .fill('https://calendar.google.com/calendar/embed?src=club');
      await page.getByRole('button', { name: 'Save club content' }).click();
      await expect(page.getByText('Club content saved')).toBeVisible();
      await expect(notice).toHaveCount(0);

      // Members see the club's own values: the invitation beside "Create an event", the embed, the video.
      await page.goto('/calendar');
      await expect(page.getByText(`To add an event, invite ${address} to it.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create an event' })).toBeVisible();
      await expect(page.getByTitle('Club events calendar')).toHaveAttribute('src', /calendar\.google\.com/);
      await page.goto('/tutorials');
      await expect(page.getByTitle('How to update your account')).toHaveCount(1);
      await expect(page.getByText('No tutorial videos yet.')).toHaveCount(0);
    } finally {
      // Other specs share this server: the club's content ends as it was.
      const now = await current();
      await request.put('/api/organisers/content', {
        headers: bearer(organiser),
        data: { ...before.content, baseVersion: now.version?.id ?? null },
      });
    }
  });
}
