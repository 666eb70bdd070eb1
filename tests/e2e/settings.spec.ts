import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer as readAll } from 'node:stream/consumers';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fromBufferPromise } from 'yauzl';
import { createMember, expectAccessible, type Member, signIn } from './fixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/** Logs in through the API as another device would; returns that session's token. */
async function loginElsewhere(request: APIRequestContext, member: Member, userAgent: string) {
  const res = await request.post('/api/login', {
    data: { username: member.username, password: member.password },
    headers: { 'User-Agent': userAgent },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

const sessionsStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/sessions', { headers: { Authorization: `Bearer ${token}` } })).status();

/** A member whose only session is the one the browser opens by logging in through the form. */
async function memberWithoutSessions(request: APIRequestContext) {
  const member = await createMember(request);
  const out = await request.post('/api/logout', { headers: { Authorization: `Bearer ${member.token}` } });
  expect(out.ok()).toBe(true);
  return member;
}

async function logInWithForm(page: Page, member: Member) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/motd$/);
}

/** Opens Settings from the account menu (on a phone, inside the Menu). */
async function openSettingsFromMenu(page: Page, member: Member) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuButton = nav.getByRole('button', { name: 'Menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  const account = nav.getByRole('button', { name: member.username });
  if (await account.isVisible()) await account.click();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

const sessionRows = (page: Page) => page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');

async function screenshots(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    await page.screenshot({ path: `.tmp/settings/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, Settings lists where the member is signed in and signs one other device out`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const member = await memberWithoutSessions(request);
    const phoneToken = await loginElsewhere(request, member, IPHONE);
    await logInWithForm(page, member);
    await openSettingsFromMenu(page, member);

    await expect(sessionRows(page)).toHaveCount(2);
    const here = sessionRows(page).filter({ hasText: 'this device' });
    const phone = sessionRows(page).filter({ hasText: 'Safari on iPhone' });
    await expect(here).toHaveCount(1);
    await expect(here.getByRole('button')).toHaveCount(0);
    await expect(phone).toContainText('Safari on iPhone · last used just now');
    await expect(page.getByRole('checkbox', { name: 'Let search engines index my profile' })).toBeChecked();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshots(page, `settings-${viewport.name}`);

    expect(await sessionsStatus(request, phoneToken)).toBe(200);
    await phone.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Signed out Safari on iPhone')).toBeVisible();
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
    expect(await sessionsStatus(request, phoneToken)).toBe(401);
    // This browser is still signed in.
    await page.reload();
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(sessionRows(page)).toContainText('this device');
  });
}

test('"Sign out everywhere else" asks, then ends every other session and keeps this one', async ({
  page,
  request,
}) => {
  const member = await memberWithoutSessions(request);
  const phoneToken = await loginElsewhere(request, member, IPHONE);
  const androidToken = await loginElsewhere(request, member, ANDROID);
  await logInWithForm(page, member);
  await page.goto('/settings');
  await expect(sessionRows(page)).toHaveCount(3);
  await expect(sessionRows(page).filter({ hasText: 'Chrome on Android' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await expect(dialog).toContainText('Your 2 other sessions will end');
  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/settings/sign-out-everywhere-dialog.png' });
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Signed out 2 other sessions')).toBeVisible();
  await expect(sessionRows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);
  expect(await sessionsStatus(request, phoneToken)).toBe(401);
  expect(await sessionsStatus(request, androidToken)).toBe(401);
  await page.reload();
  await expect(sessionRows(page)).toHaveCount(1);
});

test('the profile editor links to Settings', async ({ page, request }) => {
  const member = await createMember(request);
  await signIn(page, member);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/update/${member.userId}`);
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await page.screenshot({ path: '.tmp/settings/editor-link-phone.png' });
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(sessionRows(page)).toHaveCount(1);
});

test('signed out, /settings goes to /login and back after logging in', async ({ page, request }) => {
  const member = await memberWithoutSessions(request);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(sessionRows(page)).toHaveCount(1);
});

/** One file of a zip archive, as text. */
async function fileInZip(data: Buffer, name: string): Promise<string> {
  const zip = await fromBufferPromise(data);
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName === name)
      return (await readAll(await zip.openReadStreamPromise(entry))).toString('utf8');
  }
  throw new Error(`${name} is missing from the archive`);
}

test('"Download your data" saves the zip, and its profile.json is the member\'s profile', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstname: 'Avery' });
  await signIn(page, member);
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${member.username}-export.zip`);
  await expect(page.getByText(`Your data is downloading (${member.username}-export.zip)`)).toBeVisible();
  const zip = await fs.readFile(await download.path());
  const profile = JSON.parse(await fileInZip(zip, 'profile.json'));
  const own = await request.get(`/api/users/${member.userId}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  const expected = await own.json();
  expect(profile).toMatchObject(expected);
  expect(profile).toMatchObject({ username: member.username, firstname: 'Avery', birthdate: '1992-04-03' });
});

test('privacy settings take effect on the public page', async ({ page, browser, request }) => {
  const member = await createMember(request, { firstname: 'Private', lastname: 'Quill' });
  const saved = await request.put(`/api/users/${member.userId}`, {
    headers: { Authorization: `Bearer ${member.token}` },
    multipart: { email: 'private.quill@example.org' },
  });
  expect(saved.status()).toBe(200);
  await signIn(page, member);
  await page.goto('/settings');
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await privacy.getByRole('radio', { name: 'Only signed-in members' }).check();
  await privacy.getByRole('radio', { name: 'Nobody' }).check();
  await privacy.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Privacy settings saved')).toBeVisible();

  // A visitor who is not signed in now gets the spec's load error for this profile.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/public/${member.username}`);
  await expect(anonymous.getByRole('alert')).toHaveText('Error loading user data. Please try again later.');
  await visitor.close();

  // A signed-in member sees the profile, without the email the owner now shows to nobody.
  const other = await createMember(request);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, other);
  await memberPage.goto(`/public/${member.username}`);
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText('Private Quill');
  await expect(memberPage.getByRole('main')).not.toContainText('private.quill@example.org');
  await memberContext.close();
});

/** Waits for the server to write a mail for `email` to its outbox; returns the link on `route`. */
async function linkFromOutbox(email: string, route: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let i = 0; i < 50; i++) {
    if (existsSync(outbox)) {
      for (const file of readdirSync(outbox)) {
        const raw = readFileSync(path.join(outbox, file), 'utf8');
        if (!raw.includes(`To: ${email}`)) continue;
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const match = new RegExp(`https?://[^\\s"<>]+/${route}\\?token=[\\w-]+`).exec(text);
        if (match) return match[0];
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${route} mail for ${email} in ${outbox}`);
}

test('deleting the account signs out and hides it; the mailed link restores it', async ({
  page,
  request,
}) => {
  const email = `leaving.${Date.now()}@example.org`;
  const member = await createMember(request, { recoveryemail: email });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, member);
  await page.goto('/settings');
  const danger = page.getByRole('region', { name: 'Delete your account' });
  await expect(danger).toContainText('30 days');
  await danger.getByLabel('Your password').fill(member.password);
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Your account is being deleted/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await request.get(`/api/public/${member.username}`)).status()).toBe(404);
  const login = await request.post('/api/login', {
    data: { username: member.username, password: member.password },
  });
  expect(login.status()).toBe(403);

  const link = await linkFromOutbox(email, 'restoreaccount');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('status')).toContainText(`Welcome back, ${member.username}`);
  await expectAccessible(page);
  expect((await request.get(`/api/public/${member.username}`)).status()).toBe(200);
  // The link works once.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('The restore link is invalid or has expired.');
});

test('signing another browser out from Settings logs that browser out', async ({
  page,
  browser,
  request,
}) => {
  const member = await memberWithoutSessions(request);
  // The other browser: a separate context that logs in through the form.
  const otherContext = await browser.newContext({ userAgent: ANDROID });
  const other = await otherContext.newPage();
  await logInWithForm(other, member);
  await logInWithForm(page, member);
  await page.goto('/settings');
  const androidRow = sessionRows(page).filter({ hasText: 'Chrome on Android' });
  await androidRow.getByRole('button', { name: 'Sign out' }).click();
  await expect(sessionRows(page)).toHaveCount(1);

  // The other browser's next member page sends it to log in, saying its session ended.
  await other.goto('/users');
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Your session has ended. Log in to see the member list.')).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await otherContext.close();
});
