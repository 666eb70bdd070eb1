import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import sharp from 'sharp';
import {
  createMember,
  expectAccessible,
  type Member,
  mailsTo,
  makeOrganiser,
  signIn,
  uniqueName,
} from './fixtures';

// Nothing here switches a server-wide setting (approval has its own server): reports, decisions
// and suspensions are about members this file creates, so it runs beside the other specs.

// Three browsers (member, reporter, organiser) and mail through the job queue in each journey.
test.describe.configure({ timeout: 60_000 });

const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });

/** A member with a unique recovery address, so the mail to them can be told apart. */
async function memberWithMail(request: APIRequestContext, firstname = 'Robin') {
  const email = `${uniqueName('mod')}@example.org`;
  const member = await createMember(request, { firstname, recoveryemail: email });
  return { ...member, email };
}

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** A new browser (context) signed in as `member`, on `path`; closed after the test. */
async function openAs(browser: Browser, member: Member, path: string): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await signIn(page, member);
  await page.goto(path);
  return page;
}

/** The organiser's queue card of one member. */
const queueCard = (page: Page, username: string) =>
  page
    .getByRole('list', { name: 'Members with open reports' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `@${username}`, exact: true }) });

/** Confirms the open action dialog with a reason. */
async function confirmWithReason(page: Page, title: string, reason: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

async function logInWithForm(page: Page, member: Member) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Waits for the mail to `address` whose text contains `subject`; returns it. */
async function mailAbout(address: string, subject: string): Promise<string> {
  await expect
    .poll(() => mailsTo(address).find((mail) => mail.includes(subject)), { timeout: 15_000 })
    .toBeTruthy();
  return mailsTo(address).find((mail) => mail.includes(subject)) ?? '';
}

test('a reported slideshow photo is hidden by an organiser: gone from the page and its address, the member mailed', async ({
  browser,
  request,
}) => {
  const owner = await memberWithMail(request, uniqueName('Quill'));
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const saved = await request.put(`/api/users/${owner.userId}`, {
    headers: auth(owner),
    multipart: {
      city: 'Wichita',
      slideshowImage0: { name: 'armor.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const reporter = await createMember(request, { firstname: 'Sam' });
  const organiser = await makeOrganiser(request, await createMember(request, { firstname: 'Olive' }));

  // Another member opens the public profile and reports the photo from the slideshow.
  const visitor = await openAs(browser, reporter, `/public/${owner.username}`);
  const slide = visitor.getByRole('img', { name: `Slide 1 of 1 from ${owner.username}` });
  await expect(slide).toBeVisible();
  const photoUrl = (await slide.getAttribute('src')) ?? '';
  expect(photoUrl).toMatch(/^\/api\/images\//);
  expect((await request.get(photoUrl)).status()).toBe(200);
  await visitor.getByRole('button', { name: 'Report this photo' }).click();
  const report = visitor.getByRole('dialog', { name: 'Report this photo' });
  await report.getByRole('radio', { name: 'Inappropriate content' }).check();
  const note = 'Shows a real person’s face without consent.';
  await report.getByLabel('Anything the organisers should know (optional)').fill(note);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(visitor.getByText('Thank you', { exact: false })).toBeVisible();

  // The organiser sees the report with its reason, note and reporter, and hides the photo.
  const desk = await openAs(browser, organiser, '/organisers/reports');
  await expect(desk.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const card = queueCard(desk, owner.username);
  const item = card.getByRole('list', { name: `Reports about @${owner.username}` }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Inappropriate content')).toBeVisible();
  await expect(item.getByText(note)).toBeVisible();
  await expect(item.getByText(`Reported by @${reporter.username}`)).toBeVisible();
  await expect(item.getByRole('img', { name: /What was reported/ })).toBeVisible();
  await expectAccessible(desk);
  await item.getByRole('button', { name: 'Hide photo' }).click();
  const reason = 'Photos of other people need their consent.';
  await confirmWithReason(desk, 'Hide this photo?', reason, 'Hide photo');
  await expect(card).toHaveCount(0);

  // The public page no longer shows the photo, and its address answers 404.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('img', { name: /^Slide 1 of/ })).toHaveCount(0);
  await expect(visitor.locator(`img[src="${photoUrl}"]`)).toHaveCount(0);
  expect((await request.get(photoUrl)).status()).toBe(404);

  const mail = await mailAbout(owner.email, 'profile was hidden');
  expect(mail).toContain(`Hello ${owner.username},`);
  expect(mail).toContain(`The organisers' reason: ${reason}`);
});

test('a suspended member is signed out, refused with the reason, appeals, and logs in once it is lifted', async ({
  browser,
  request,
}) => {
  const member = await memberWithMail(request, 'Casey');
  const reporter = await createMember(request, { firstname: 'Sam' });
  const organiser = await makeOrganiser(request, await createMember(request, { firstname: 'Olive' }));
  const reported = await request.post('/api/reports', {
    headers: auth(reporter),
    data: { username: member.username, reason: 'harassment', note: 'Rude messages at the meetup.' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // The member is signed in, in their own browser.
  const own = await openAs(browser, member, '/motd');
  await expect(own.getByRole('heading', { level: 1 })).toBeVisible();

  // The organiser suspends them from the queue, with a reason.
  const desk = await openAs(browser, organiser, '/organisers/reports');
  const card = queueCard(desk, member.username);
  await expect(card.getByText('Rude messages at the meetup.')).toBeVisible();
  await card.getByRole('button', { name: 'Suspend member' }).click();
  const reason = 'Harassing other members at the meetup.';
  await confirmWithReason(desk, `Suspend @${member.username}?`, reason, 'Suspend member');
  // The report is settled by the suspension: the member leaves the queue until they appeal.
  await expect(card).toHaveCount(0);

  // The member's open session has ended: the next member page sends them to log in.
  await own.goto('/users');
  await expect(own).toHaveURL(/\/login$/);
  await expect(own.getByText('Your session has ended. Log in to see the member list.')).toBeVisible();
  expect(await own.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Logging in through the form is refused with the reason, and offers one appeal.
  await logInWithForm(own, member);
  const panel = own.getByRole('region', { name: 'This account is suspended.' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(reason)).toBeVisible();
  await expect(own).toHaveURL(/\/login$/);
  await expectAccessible(own);
  await panel.getByLabel('Why should the suspension be lifted?').fill('I apologised to everyone involved.');
  await panel.getByRole('button', { name: 'Send appeal' }).click();
  await expect(panel.getByRole('status')).toBeVisible();
  const suspendedMail = await mailAbout(member.email, 'account is suspended');
  expect(suspendedMail).toContain(reason);

  // The organiser sees the appeal and lifts the suspension.
  await desk.reload();
  await expect(card.getByText('Appeal of a suspension')).toBeVisible();
  await expect(card.getByText('I apologised to everyone involved.')).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
  await expectAccessible(desk);
  await card.getByRole('button', { name: 'Lift suspension' }).click();
  await confirmWithReason(
    desk,
    `Lift @${member.username}’s suspension?`,
    'Apology accepted.',
    'Lift suspension',
  );
  await expect(card).toHaveCount(0);

  // The member logs in normally again (from a plain visit, so the form goes on to /motd).
  await own.goto('/');
  await logInWithForm(own, member);
  await expect(own).toHaveURL(/\/motd$/);
  await expect(own.getByRole('region', { name: 'This account is suspended.' })).toHaveCount(0);
});
