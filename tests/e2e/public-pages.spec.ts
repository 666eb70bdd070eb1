import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expectAccessible, type Member, signIn, uniqueName } from './fixtures';

type Part = string | { name: string; mimeType: string; buffer: Buffer };

async function png(background: string): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Saves profile fields (and photos) the way the editor does: PUT /api/users/{id}, multipart. */
async function saveProfile(request: APIRequestContext, member: Member, fields: Record<string, Part>) {
  const res = await request.put(`/api/users/${member.userId}`, {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: fields,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A member with a unique first name, living in `state`. */
async function memberIn(request: APIRequestContext, state: string, fields: Record<string, Part> = {}) {
  const firstname = uniqueName('Quill');
  const member = await createMember(request, { firstname, lastname: 'Stitch' });
  await saveProfile(request, member, { state, city: 'Wichita', imawhat: 'Cosplayer,Maker', ...fields });
  return { ...member, firstname };
}

const cardLink = (page: Page, username: string) =>
  page.getByRole('main').locator(`a[href="/public/${username}"]`);
/** The whole card of a member (the link is the name; photo, username, roles and states sit beside it). */
const memberCard = (page: Page, username: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/public/${username}"]`) });

test('the home map shows twelve states with counts, and a state leads to its members', async ({
  page,
  request,
}) => {
  const member = await memberIn(request, 'Kansas');
  await page.goto('/');
  const states = page.locator('svg a');
  await expect(states).toHaveCount(12);
  await expect(states.first()).toHaveAttribute('aria-label', /^[A-Za-z ]+: [\d,]+ members?$/);
  for (const label of await states.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))) {
    expect(label).toMatch(/^[A-Za-z ]+: [\d,]+ members?$/);
  }
  await expect(page.getByText('click a state to see users there')).toBeVisible();
  await expectAccessible(page);

  await page.locator('svg a[aria-label^="Kansas:"]').click();
  // The state as text and as filter: its members, as the map counts them.
  await expect(page).toHaveURL(/\/search\?query=Kansas&state=Kansas$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Kansas');
  await expect(page.getByLabel('Filter by state')).toHaveValue('Kansas');
  await expect(cardLink(page, member.username)).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^\d+ members? in Kansas$/);
  await expectAccessible(page);
});

test('search finds members by name and role, filters by state, and Enter searches', async ({
  page,
  request,
}) => {
  const photographer = await memberIn(request, 'Nebraska', { imawhat: 'Photographer' });
  await page.goto('/search');
  await expectAccessible(page);

  // By name, pressing Enter in the search input.
  await page.getByRole('searchbox', { name: 'Search' }).fill(photographer.firstname);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${photographer.firstname}$`));
  await expect(page.getByRole('status')).toHaveText('1 member found');
  await expect(cardLink(page, photographer.username)).toHaveText(`${photographer.firstname} Stitch`);
  const card = memberCard(page, photographer.username);
  await expect(card).toContainText(`@${photographer.username}`);
  await expect(card).toContainText('Photographer');
  await expect(card).toContainText('Nebraska');

  // By role with the state filter (choosing a state searches at once).
  await page.getByRole('searchbox', { name: 'Search' }).fill('Photographer');
  await page.getByRole('combobox', { name: 'Filter by state' }).selectOption('Nebraska');
  await expect(page).toHaveURL(/query=Photographer&state=Nebraska$/);
  await expect(cardLink(page, photographer.username)).toBeVisible();

  // The state filter leaves the member out elsewhere; the button searches too.
  await page.getByRole('combobox', { name: 'Filter by state' }).selectOption('Ohio');
  await page.getByRole('searchbox', { name: 'Search' }).fill(photographer.firstname);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`query=${photographer.firstname}&state=Ohio$`));
  await expect(page.getByRole('status')).toHaveText('No members found.');
  await expect(cardLink(page, photographer.username)).toHaveCount(0);
  await expectAccessible(page);

  // A card opens the public profile.
  await page.goto(`/search?query=${photographer.firstname}`);
  await cardLink(page, photographer.username).click();
  await expect(page).toHaveURL(`/public/${photographer.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${photographer.firstname} Stitch`);
});

test('a public profile shows the fields, safe links, literal text and a moving slideshow', async ({
  page,
  request,
}) => {
  const [red, blue] = await Promise.all([png('#c33'), png('#33c')]);
  const member = await memberIn(request, 'Kansas,Missouri', {
    complete: 'Link, Zelda',
    inprogress: 'Ganondorf',
    cosplaygroup: 'Prairie Props',
    about: 'Hello <b>not bold</b>\nSecond line',
    email: 'quill@example.org',
    phonenumber: '316-555-0100',
    instagram: 'someone',
    kofi: 'quillmakes',
    profileImage: { name: 'me.png', mimeType: 'image/png', buffer: red },
    slideshowImage0: { name: 'a.png', mimeType: 'image/png', buffer: red },
    slideshowImage1: { name: 'b.png', mimeType: 'image/png', buffer: blue },
  });
  await page.goto(`/public/${member.username}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${member.firstname} Stitch`);
  await expect(page).toHaveTitle(new RegExp(`^${member.firstname} Stitch`));
  await expect(main.getByText(`@${member.username}`, { exact: true })).toBeVisible();
  const photo = main.getByRole('img', { name: `Photo of ${member.username}` });
  // Sized as the photo is stored (the 400×400 upload), so nothing moves when it loads.
  await expect(photo).toHaveAttribute('width', '400');
  await expect(photo).toHaveAttribute('height', '400');
  await expect(main.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText([
    'Cosplayer',
    'Maker',
  ]);
  await expect(main.getByRole('list', { name: 'States' }).getByRole('listitem')).toHaveText([
    'Kansas',
    'Missouri',
  ]);
  await expect(main).toContainText('Wichita');
  await expect(main.getByRole('listitem').filter({ hasText: /^Zelda$/ })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: /^Ganondorf$/ })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: /^Prairie Props$/ })).toBeVisible();

  // The about text is shown as typed: the tag is text, not bold.
  await expect(main.getByText('Hello <b>not bold</b>')).toBeVisible();
  await expect(main.locator('b')).toHaveCount(0);

  const instagram = main.getByRole('link', { name: /^Instagram/ });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/someone/');
  await expect(instagram).toHaveAttribute('target', '_blank');
  // rel=me: the member can verify this profile from the linked one (Mastodon and the like).
  await expect(instagram).toHaveAttribute('rel', 'me noopener noreferrer');
  await expect(main.getByRole('link', { name: /^Ko-fi/ })).toHaveAttribute(
    'href',
    'https://ko-fi.com/quillmakes',
  );
  await expect(main.getByRole('link', { name: 'quill@example.org' })).toHaveAttribute(
    'href',
    'mailto:quill@example.org',
  );
  await expect(main.getByRole('link', { name: '316-555-0100' })).toHaveAttribute('href', 'tel:3165550100');

  // Two slides: the dots move on their own after about 3 seconds, and there are no arrows.
  await page.mouse.move(0, 0);
  const dots = main.getByRole('button', { name: /^Show slide/ });
  await expect(dots).toHaveCount(2);
  await expect(main.getByRole('button', { name: /next|previous/i })).toHaveCount(0);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 5000 });
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true', { timeout: 5000 });
  await expectAccessible(page);

  // Asking for reduced motion stops it where it is.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(main.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  const shown = () =>
    dots.evaluateAll((all) => all.findIndex((d) => d.getAttribute('aria-current') === 'true'));
  const before = await shown();
  await page.waitForTimeout(3500);
  expect(await shown()).toBe(before);
});

test('a profile without photos uses the placeholder and hides the slideshow', async ({ page, request }) => {
  const member = await memberIn(request, 'Iowa');
  await page.goto(`/public/${member.username}`);
  await expect(page.getByRole('img', { name: `No photo yet for ${member.username}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Slideshow' })).toHaveCount(0);
});

test('an unknown member shows the load error', async ({ page }) => {
  await page.goto(`/public/${uniqueName('nobody')}`);
  await expect(page.getByRole('alert')).toHaveText('Error loading user data. Please try again later.');
  await expectAccessible(page);
});

test('the member list pages through members with page and limit in the address', async ({
  page,
  request,
}) => {
  const members = await Promise.all(Array.from({ length: 6 }, () => createMember(request)));
  await signIn(page, members[0]!);

  await page.goto('/users?page=abc&limit=7');
  await expect(page).toHaveURL(/\/users\?page=1&limit=5$/);
  await expect(page.getByLabel('Members per page')).toHaveValue('5');
  const status = page.getByText(/^Page \d+ of \d+$/);
  await expect(status).toHaveText(/^Page 1 of (\d+)$/);
  const pages = Number((await status.textContent())?.match(/of (\d+)/)?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('main').locator('a[href^="/public/"]')).toHaveCount(5);
  await expect(page.getByText(/^\d+ members$/)).toBeVisible();
  // Cards carry public card fields only.
  await expect(page.getByRole('main')).not.toContainText('robin@example.org');
  await expect(page.getByRole('main')).not.toContainText('1992');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page);

  // Other tests add members meanwhile, so the page count is only read, not assumed.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/users\?page=2&limit=5$/);
  await expect(status).toHaveText(/^Page 2 of \d+$/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/users\?page=1&limit=5$/);
  await expect(status).toHaveText(/^Page 1 of \d+$/);

  // A page past the end becomes the last page, where Next is disabled.
  await page.goto('/users?page=99999&limit=5');
  await expect(page).not.toHaveURL(/page=99999/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThanOrEqual(pages);
  await expect(status).toHaveText(`Page ${last} of ${last}`);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.goto('/users?page=2&limit=5');
  await page.getByLabel('Members per page').selectOption('20');
  await expect(page).toHaveURL(/\/users\?page=1&limit=20$/);
  await expect(status).toHaveText(/^Page 1 of \d+$/);
});

test('search results page like the member list and count every match', async ({ page, request }) => {
  const lastname = uniqueName('Pleat');
  const members = [];
  for (let i = 0; i < 12; i++) members.push(await createMember(request, { lastname }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/search?query=${lastname}&limit=5`);
  await expect(page.getByRole('status')).toHaveText('12 members found');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  const names = () =>
    page
      .getByRole('main')
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
  const first = await names();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`query=${lastname}&limit=5&page=2$|page=2&limit=5`));
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
  const second = await names();
  expect(second.filter((n) => first.includes(n))).toEqual([]);
  await page.getByLabel('Results per page').selectOption('20');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Search result pages' })).toHaveCount(0);
  await expectAccessible(page);
});
