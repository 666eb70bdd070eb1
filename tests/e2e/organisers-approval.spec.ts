import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import {
  createMember,
  expectAccessible,
  type Member,
  mailsTo,
  makeOrganiser,
  PASSWORD,
  signIn,
  uniqueName,
} from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';

// "New members need approval" holds for the whole server: every sign-up of the specs running
// beside this one would wait too. So this file runs its own server, one for both journeys.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: OwnServer;
let api: APIRequestContext;
let organiser: Member;
const opened: BrowserContext[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(90_000);
  server = await startOwnServer();
  api = await playwright.request.newContext({ baseURL: server.baseURL });
  organiser = await makeOrganiser(api, await createMember(api, { firstname: 'Olive' }), server.dataDir);
});

test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** A browser of its own on this file's server; closed after the test. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  opened.push(context);
  return context.newPage();
}

const approvalOnServer = async () =>
  (
    await (
      await api.get('/api/organisers/settings', { headers: { authorization: `Bearer ${organiser.token}` } })
    ).json()
  ).approvalRequired;

/** The organiser's "New members need approval" switch, on /organisers/members. */
async function setApprovalInApp(desk: Page, on: boolean) {
  await desk.goto('/organisers/members');
  const toggle = desk.getByRole('switch', { name: 'New members need approval' });
  await expect(toggle).toBeEnabled();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
  await expect.poll(approvalOnServer).toBe(on);
}

/** The member comes back to the browser window: the waiting page checks again. */
const focusWindow = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

const waitingHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Waiting for approval' });

/** The organisers' card of one pending sign-up. */
const pendingCard = (desk: Page, username: string) =>
  desk
    .getByRole('list', { name: /Waiting for approval/ })
    .getByRole('listitem')
    .filter({ hasText: `@${username}` });

test('with approval on, a new sign-up waits on the waiting page and joins as soon as an organiser approves', async ({
  browser,
}) => {
  const desk = await newPage(browser);
  await signIn(desk, organiser);
  await setApprovalInApp(desk, true);

  // A visitor signs up through the form and lands on the waiting page, not in the club.
  const visitor = await newPage(browser);
  const username = uniqueName('newbie');
  const email = `${username}@example.org`;
  await visitor.goto('/createuser');
  await visitor.getByLabel('First name').fill('Casey');
  await visitor.getByLabel('Last name').fill('Seams');
  await visitor.getByLabel('Year').fill('1995');
  await visitor.getByLabel('Month').fill('6');
  await visitor.getByLabel('Day').fill('2');
  await visitor.getByLabel('Username').fill(username);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByLabel('Confirm password').fill(PASSWORD);
  await visitor.getByLabel('Recovery email').fill(email);
  await visitor.getByRole('button', { name: 'Sign up' }).click();
  await expect(visitor).toHaveURL(/\/update\/\d+$/);
  const editorUrl = visitor.url();
  await expect(waitingHeading(visitor)).toBeVisible();
  await expect(visitor.getByText(`Thanks for signing up, ${username}!`)).toBeVisible();
  await expect(visitor.getByText(email).first()).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Edit your profile' })).toHaveCount(0);
  expect(await visitor.evaluate(() => localStorage.getItem('status'))).toBe('pending');
  await expectAccessible(visitor);
  // Every member page is the waiting page, the message of the day too.
  await visitor.goto('/motd');
  await expect(waitingHeading(visitor)).toBeVisible();
  await visitor.goto(editorUrl);
  await expect(waitingHeading(visitor)).toBeVisible();

  // The organiser approves the sign-up.
  await desk.goto('/organisers/members');
  const card = pendingCard(desk, username);
  await expect(card.getByRole('heading', { name: 'Casey Seams' })).toBeVisible();
  await expect(card.getByText(email)).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  // Back in the visitor's window, the waiting page turns into the profile editor: no login.
  await focusWindow(visitor);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  await expect(visitor.getByText('Welcome to the club! An organiser approved your account.')).toBeVisible();
  expect(visitor.url()).toBe(editorUrl);
  expect(await visitor.evaluate(() => localStorage.getItem('status'))).toBe('active');
  await visitor.goto('/motd');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(waitingHeading(visitor)).toHaveCount(0);
  await expect
    .poll(() => mailsTo(email, server.dataDir).some((mail) => mail.includes('your account is approved')))
    .toBe(true);

  // Approval off again: the next sign-up is a member at once.
  await setApprovalInApp(desk, false);
  expect((await createMember(api)).status).toBe('active');
});

test('a declined sign-up is signed out of the waiting page, and the reason arrives by mail', async ({
  browser,
}) => {
  const desk = await newPage(browser);
  await signIn(desk, organiser);
  await setApprovalInApp(desk, true);
  const email = `${uniqueName('declined')}@example.org`;
  const waiting = await createMember(api, { firstname: 'Dana', lastname: 'Hem', recoveryemail: email });
  expect(waiting.status).toBe('pending');
  await setApprovalInApp(desk, false);

  const visitor = await newPage(browser);
  await signIn(visitor, waiting);
  await visitor.goto('/tutorials');
  await expect(waitingHeading(visitor)).toBeVisible();

  await desk.goto('/organisers/members');
  const card = pendingCard(desk, waiting.username);
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = desk.getByRole('dialog', { name: `Decline @${waiting.username}?` });
  const reason = 'We could not confirm who you are.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Decline and erase' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  // The account is erased: the next check answers 401 and the session ends.
  await focusWindow(visitor);
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByText('Your session has ended.', { exact: false })).toBeVisible();
  expect(await visitor.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect
    .poll(() => mailsTo(email, server.dataDir).find((mail) => mail.includes('sign-up was declined')))
    .toContain(`The organisers' reason: ${reason}`);
});
