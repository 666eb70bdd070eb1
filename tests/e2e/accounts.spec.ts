import { expect, test } from '@playwright/test';
import { createMember, expectAccessible, PASSWORD, uniqueName } from './fixtures';

function eighteenthBirthdayTomorrow() {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  return {
    year: String(d.getUTCFullYear() - 18),
    month: String(d.getUTCMonth() + 1),
    day: String(d.getUTCDate()),
  };
}

test('a newcomer is refused while a minor, then signs up and lands in the profile editor', async ({
  page,
}) => {
  await page.goto('/createuser?refby=GuildMaster');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Referred by (optional)')).toHaveValue('GuildMaster');
  await expectAccessible(page);

  const username = uniqueName('newbie');
  const minor = eighteenthBirthdayTomorrow();
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Seams');
  await page.getByLabel('Year').fill(minor.year);
  await page.getByLabel('Month').fill(minor.month);
  await page.getByLabel('Day').fill(minor.day);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Recovery email').fill('casey@example.org');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const problems = page.getByRole('region', { name: /^Not signed up yet/ });
  await expect(problems.getByRole('link')).toHaveText(['You must be at least 18 years old to register']);

  await page.getByLabel('Confirm password').fill('Different#1');
  await page.getByLabel('Year').fill('1995');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(problems.getByRole('link')).toHaveText(['Passwords do not match']);

  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/update\/\d+$/);
  const stored = await page.evaluate(() => [localStorage.token, localStorage.username, localStorage.userid]);
  expect(stored[0]).toBeTruthy();
  expect(stored[1]).toBe(username);
  expect(page.url()).toContain(`/update/${stored[2]}`);
});

test('an empty sign-up form and a taken username show their messages', async ({ page, request }) => {
  const taken = await createMember(request);
  await page.goto('/createuser');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('region', { name: /^Not signed up yet/ })).toContainText(
    'All fields are required',
  );
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Pins');
  await page.getByLabel('Year').fill('1990');
  await page.getByLabel('Month').fill('1');
  await page.getByLabel('Day').fill('2');
  await page.getByLabel('Username').fill(taken.username.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Recovery email').fill('sam@example.org');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('That username is already taken!!!');
});

test('bad login shows Invalid credentials and a reset link; good login goes to /motd; logout clears the session', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/login');
  await expectAccessible(page);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill('Wrong#password1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgotpassword',
  );

  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/motd$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /C2E2/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the cosplay design template' })).toHaveAttribute(
    'download',
    '',
  );
  await expectAccessible(page);

  const uiToken = await page.evaluate(() => localStorage.token);
  // Log out sits in the menu named after the member.
  await page.getByRole('button', { name: member.username, exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.token, localStorage.username, localStorage.userid])).toEqual(
    [undefined, undefined, undefined],
  );
  // The old token no longer works on the server.
  const res = await request.get('/api/protected', { headers: { authorization: `Bearer ${uiToken}` } });
  expect(res.status()).toBe(401);
  const other = await request.get('/api/protected', { headers: { authorization: `Bearer ${member.token}` } });
  expect(other.status(), 'only the session that logged out ends').toBe(200);
});

test('a rate-limited login says how long to wait', async ({ page, request }) => {
  const member = await createMember(request);
  // The account's failed-login limit (10 in 15 minutes) is used up through the API.
  for (let i = 0; i < 10; i++) {
    const res = await request.post('/api/login', {
      data: { username: member.username, password: 'Wrong#pass1' },
    });
    expect(res.status()).toBe(401);
  }
  await page.goto('/login');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in 1[45] minutes\.$/);
});
