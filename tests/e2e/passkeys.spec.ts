import fs from 'node:fs';
import { type APIRequestContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, signIn } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';

// WebAuthn refuses IP addresses as relying-party IDs, and the shared server lives at 127.0.0.1:
// this file runs its own server at http://localhost:PORT (its PUBLIC_URL too).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: OwnServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(90_000);
  server = await startOwnServer('localhost');
  api = await playwright.request.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** Chromium's virtual authenticator: a platform passkey store that says yes without a person. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Screenshots for the closing note, when PASSKEY_SHOTS_DIR names a folder. */
async function shots(page: Page, name: string, target?: ReturnType<Page['locator']>) {
  const dir = process.env.PASSKEY_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const path = `${dir}/${name}-${viewport.width}-${colorScheme}.png`;
      if (target) await target.screenshot({ path });
      else await page.screenshot({ path, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

async function logOut(page: Page, username: string) {
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    username: localStorage.getItem('username'),
    userid: localStorage.getItem('userid'),
    role: localStorage.getItem('role'),
    status: localStorage.getItem('status'),
  }));

test('adds a passkey in Settings, logs out, and signs in with it from /login (button, then autofill), removes it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  // A switch for one visit: the browser then says it has no passkey autofill.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-no-passkey-autofill') && window.PublicKeyCredential)
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  const member = await createMember(api, { firstname: 'Pat' });
  await signIn(page, member);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  // The name starts as this device's name, as the sessions list says it.
  await expect(dialog.getByLabel('Name')).toHaveValue(/ on |Chrome/);
  await dialog.getByLabel('Name').fill('Pat’s laptop');
  // A session alone cannot add a passkey (issue 31): the password goes with it.
  await dialog.getByLabel('Your password').fill(member.password);
  await dialog.getByRole('button', { name: 'Create passkey' }).click();
  await expect(dialog).toBeHidden();
  const rows = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Pat’s laptop');
  await expect(rows.first()).toContainText('not used to sign in yet');
  // A discoverable credential, kept by the authenticator for this site.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await expectAccessible(page);
  // The confirmation toast leaves by itself (6 s) before the screenshot. Not clicked away: on a
  // slow machine the checks above can outlast it, and a click would then wait for nothing.
  await expect(page.getByRole('button', { name: 'Dismiss' })).toBeHidden({ timeout: 15_000 });
  await shots(page, 'settings-passkeys', section);

  // Log out from the menu; on /login, sign in with the button. This visit plays a browser
  // without passkey autofill: with it, the virtual authenticator answers the field's request.
  await logOut(page, member.username);
  await page.evaluate(() => sessionStorage.setItem('e2e-no-passkey-autofill', '1'));
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username webauthn');
  await expectAccessible(page);
  await shots(page, 'login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/motd$/);
  expect(await storedSession(page)).toEqual({
    username: member.username,
    userid: String(member.userId),
    role: 'member',
    status: 'active',
  });

  // The sign-in is recorded on the passkey.
  await page.goto('/settings');
  await expect(section.getByRole('listitem').first()).toContainText('last used');

  // With autofill (conditional UI), opening /login is enough here: the browser offers the
  // passkey in the username field and the virtual authenticator picks it at once.
  await logOut(page, member.username);
  await page.evaluate(() => sessionStorage.removeItem('e2e-no-passkey-autofill'));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/motd$/);
  expect((await storedSession(page)).username).toBe(member.username);

  // Removing it asks for the password; afterwards the device's copy is refused in plain words.
  await page.goto('/settings');
  await section.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await confirm.getByLabel('Your password').fill('Not#thePassword1');
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Your current password is not correct');
  await confirm.getByLabel('Your password').fill(member.password);
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await logOut(page, member.username);
  await page.evaluate(() => sessionStorage.setItem('e2e-no-passkey-autofill', '1'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('That passkey is not registered here.');
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});
