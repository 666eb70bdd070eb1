import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expectAccessible, type Member, PASSWORD, signIn } from './fixtures';

/** A test photo: a coloured field with a contrasting square, so crops are real images. */
async function testImage(type: 'png' | 'jpeg', width = 800, height = 600) {
  const square = await sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 250, g: 220, b: 40 } },
  })
    .png()
    .toBuffer();
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 40, b: 160 } },
  }).composite([{ input: square, left: 100, top: 100 }]);
  const buffer = type === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name: `photo.${type === 'png' ? 'png' : 'jpg'}`, mimeType: `image/${type}`, buffer };
}

const slot = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const cropDialog = (page: Page) => page.getByRole('dialog', { name: /^Crop the/ });
/** The description dialog that follows a crop (tests/e2e/photos.spec.ts fills it in): left for later here. */
async function skipDescription(page: Page) {
  await page
    .getByRole('dialog', { name: /^Describe the/ })
    .getByRole('button', { name: 'Cancel' })
    .click();
}
const selectionLeft = (page: Page) =>
  page
    .locator('.ReactCrop__crop-selection')
    .evaluate((el) => Number.parseFloat((el as HTMLElement).style.left));

/** Opens one of the editor's closed sections (links, embeds, account). */
async function openSection(page: Page, title: string) {
  const section = page.locator('details', { hasText: title }).first();
  await section.locator('summary').click();
  await expect(section).toHaveAttribute('open');
}

const summary = (page: Page) => page.getByRole('region', { name: /^Not saved yet/ });
const saveBar = (page: Page) => page.locator('.profile-save-bar');

async function openEditor(page: Page, member: Member) {
  await signIn(page, member);
  await page.goto(`/update/${member.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
}

/** Chooses a file for a photo slot, checks the dialog and accepts the crop. */
async function cropInto(page: Page, slotName: string, type: 'png' | 'jpeg') {
  await slot(page, slotName)
    .getByLabel('Choose file')
    .setInputFiles(await testImage(type));
  await expect(cropDialog(page)).toBeVisible();
  await expect(page.locator('.ReactCrop__crop-selection')).toBeFocused();
  await cropDialog(page).getByRole('button', { name: 'Accept' }).click();
  await expect(cropDialog(page)).toBeHidden();
  await skipDescription(page);
  await expectPreview(slot(page, slotName).getByRole('img', { name: `${slotName} preview` }));
}

async function expectPreview(img: Locator) {
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('width', '200');
  await expect(img).toHaveAttribute('height', '200');
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const box = await img.boundingBox();
  expect(box?.width).toBe(200);
  expect(box?.height).toBe(200);
}

async function ownProfile(page: Page, member: Member) {
  const res = await page.request.get(`/api/users/${member.userId}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

test('a member fills every part of the profile, crops three photos and saves', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await createMember(request);
  await openEditor(page, member);
  await expectAccessible(page);

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Threadwell');
  await page.getByLabel('About me').fill('I sew armour and wigs.');
  await page.getByLabel('Other').fill('Ask me about foam.');
  await page.getByLabel('Public email').fill('robin@example.org');
  await page.getByLabel('Public phone number').fill('+1 (555) 010-2000');
  await page.getByLabel('Cities').fill('Peoria, Des Moines');
  await slot(page, 'States').getByLabel('Illinois').check();
  await slot(page, 'States').getByLabel('Iowa').check();
  await slot(page, 'I am a…').getByLabel('Cosplayer').check();
  await slot(page, 'I am a…').getByLabel('Prop Builder').check();
  await page.getByLabel('Completed cosplays').fill('Link, Zelda');
  await page.getByLabel('Cosplays in progress').fill('Samus');
  await page.getByLabel('Cosplay groups').fill('Prairie Props');
  for (const title of ['Social links', 'Support links', 'Embeds']) await openSection(page, title);
  await page.getByLabel('Instagram').fill('https://www.instagram.com/robin.makes/');
  await page.getByLabel('Bluesky').fill('@robin.bsky.social');
  await page.getByLabel('Discord').fill('AbCd123');
  await page.getByLabel('Cash App').fill('$robinsews');
  await page.getByLabel('Etsy').fill('RobinSews');
  await page.getByLabel('Ko-fi').fill('robinsews');
  await page.getByLabel('Calendar embed URL').fill('https://calendar.google.com/calendar/embed?src=abc');

  // Profile photo: the dialog is modal, accessible, and the selection moves 10 px with Shift+Arrow.
  await slot(page, 'Profile photo')
    .getByLabel('Choose file')
    .setInputFiles(await testImage('png'));
  const dialog = cropDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('heading', { name: 'Crop the profile photo' })).toBeVisible();
  const selection = page.locator('.ReactCrop__crop-selection');
  await expect(selection).toBeFocused();
  // The crop starts as the largest centred square: as tall as the landscape photo shown.
  const shown = await dialog.getByRole('img', { name: 'The file you chose, to crop' }).boundingBox();
  const square = await selection.boundingBox();
  expect(Math.abs((square?.height ?? 0) - (shown?.height ?? 0))).toBeLessThanOrEqual(1);
  expect(Math.abs((square?.width ?? 0) - (shown?.height ?? 0))).toBeLessThanOrEqual(1);
  await expectAccessible(page);
  const before = await selectionLeft(page);
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => selectionLeft(page)).toBe(before + 10);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => selectionLeft(page)).toBe(before + 11);
  await dialog.getByRole('button', { name: 'Reset Crop' }).click();
  await expect.poll(() => selectionLeft(page)).toBe(before);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
  await skipDescription(page);
  const profileSlot = slot(page, 'Profile photo');
  await expectPreview(profileSlot.getByRole('img', { name: 'Profile photo preview' }));
  await expect(profileSlot.getByRole('button', { name: 'Remove' })).toBeVisible();

  // Re-crop reopens the same file; Escape leaves the accepted crop as it was.
  await profileSlot.getByRole('button', { name: 'Re-crop' }).click();
  await expect(cropDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cropDialog(page)).toBeHidden();
  await expect(profileSlot.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();

  await cropInto(page, 'Slideshow photo 1', 'jpeg');
  await cropInto(page, 'Slideshow photo 3', 'png');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/users$/);

  const saved = await ownProfile(page, member);
  expect(saved).toMatchObject({
    firstname: 'Robin',
    lastname: 'Threadwell',
    about: 'I sew armour and wigs.',
    other: 'Ask me about foam.',
    email: 'robin@example.org',
    phonenumber: '+1 (555) 010-2000',
    city: 'Peoria, Des Moines',
    state: 'Illinois,Iowa',
    imawhat: 'Cosplayer,Prop Builder',
    complete: 'Link, Zelda',
    inprogress: 'Samus',
    cosplaygroup: 'Prairie Props',
    instagram: 'robin.makes',
    bluesky: 'robin.bsky.social',
    discord: 'AbCd123',
    cashapp: 'robinsews',
    etsy: 'RobinSews',
    kofi: 'robinsews',
    calendar: 'https://calendar.google.com/calendar/embed?src=abc',
    milanote: '',
  });
  expect(saved.image).not.toBe('');
  const slides = (saved.slideshow as string[]).filter((url) => url !== '');
  expect(slides).toHaveLength(2);
  for (const url of [saved.image, ...slides]) {
    const photo = await page.request.get(url);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/webp');
  }

  // What was saved is what the public sees.
  await page.goto(`/public/${member.username}`);
  const main = page.getByRole('main');
  for (const text of [
    'Robin Threadwell',
    'I sew armour and wigs.',
    'Ask me about foam.',
    'Peoria',
    'Illinois',
    'Iowa',
    'Prop Builder',
    'Zelda',
    'Samus',
    'Prairie Props',
  ]) {
    await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(main.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
    'href',
    'https://www.instagram.com/robin.makes/',
  );
  await expect(main.getByRole('link', { name: /Cash App/ })).toHaveAttribute(
    'href',
    'https://cash.app/$robinsews',
  );
  await expect(main.getByRole('link', { name: /Etsy/ })).toHaveAttribute(
    'href',
    'https://www.etsy.com/shop/RobinSews',
  );
  await expect(main.getByRole('img', { name: `Photo of ${member.username}` })).toBeVisible();
  await expect(main.getByRole('button', { name: /Show slide/ })).toHaveCount(2);
  await expect(main.locator('iframe[src^="https://calendar.google.com/"]')).toHaveCount(1);

  // Back in the editor the saved photos show as previews; removing one sends `remove`.
  await page.goto(`/update/${member.userId}`);
  await expectPreview(
    slot(page, 'Slideshow photo 1').getByRole('img', { name: 'Slideshow photo 1 preview' }),
  );
  await expect(slot(page, 'Slideshow photo 2').getByRole('img')).toHaveCount(0);
  await slot(page, 'Slideshow photo 3').getByRole('button', { name: 'Remove' }).click();
  await expect(slot(page, 'Slideshow photo 3').getByRole('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/users$/);
  const after = await ownProfile(page, member);
  expect((after.slideshow as string[]).filter((url) => url !== '')).toEqual([saved.slideshow[0]]);
  expect(after.image).toBe(saved.image);
});

test('a bad email shows its message and nothing is saved', async ({ page, request }) => {
  const member = await createMember(request);
  await openEditor(page, member);
  await page.getByLabel('About me').fill('Should not be saved');
  await page.getByLabel('Public email').fill('robin@example');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole('link')).toHaveText(['Public email must look like name@example.com']);
  await summary(page).getByRole('link').click();
  await expect(page.getByLabel('Public email')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/update/${member.userId}$`));
  const saved = await ownProfile(page, member);
  expect(saved.about).toBe('');
  expect(saved.email).toBe('');
});

test('a new password or recovery email needs the current password', async ({ page, request }) => {
  const member = await createMember(request);
  await openEditor(page, member);
  await openSection(page, 'Account');
  await expect(page.getByLabel('Recovery email')).toHaveValue('robin@example.org');
  await expect(page.getByLabel('Current password')).toHaveCount(0);

  await page.getByLabel('New password', { exact: true }).fill('Fresh&Thread42');
  await page.getByLabel('Confirm new password').fill('Fresh&Thread42');
  await page.getByLabel('Recovery email').fill('robin.new@example.org');
  const current = page.getByLabel('Current password');
  await expect(current).toBeVisible();
  await expectAccessible(page);

  // Without it: refused in the form, nothing sent.
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(summary(page).getByRole('link')).toHaveText([
    'Enter your current password to change your password or recovery email',
  ]);
  await summary(page).getByRole('link').click();
  await expect(current).toBeFocused();

  // A wrong one: the server refuses (403) and its message shows; nothing changes.
  await current.fill('Wrong&Guess1');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(saveBar(page).getByRole('alert')).toHaveText('Your current password is not correct');
  await expect(summary(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/update/${member.userId}$`));
  expect((await ownProfile(page, member)).recoveryemail).toBe('robin@example.org');

  // The right one: saved.
  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/users$/);
  expect((await ownProfile(page, member)).recoveryemail).toBe('robin.new@example.org');
  const login = (password: string) =>
    request.post('/api/login', { data: { username: member.username, password } });
  expect((await login('Fresh&Thread42')).status()).toBe(200);
  expect((await login(PASSWORD)).status()).toBe(401);
});

test('choosing none clears the states, and the empty choice is saved', async ({ page, request }) => {
  const member = await createMember(request);
  await openEditor(page, member);
  const states = slot(page, 'States');
  await expect(states.getByLabel('none')).toBeChecked();
  await states.getByLabel('Kansas').check();
  await states.getByLabel('Ohio').check();
  await expect(states.getByLabel('none')).not.toBeChecked();
  await states.getByLabel('none').check();
  await expect(states.getByLabel('Kansas')).not.toBeChecked();
  await expect(states.getByLabel('Ohio')).not.toBeChecked();
  await states.getByLabel('Missouri').check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/users$/);
  expect((await ownProfile(page, member)).state).toBe('Missouri');
});

test('a file that is too large or not an image is refused before cropping', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await createMember(request);
  await openEditor(page, member);
  const chooser = slot(page, 'Profile photo').getByLabel('Choose file');
  const big = Buffer.alloc(20 * 1024 * 1024 + 1);
  await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(slot(page, 'Profile photo').getByRole('alert')).toHaveText(
    'That file is larger than 20 MB. Choose a smaller image.',
  );
  await expect(cropDialog(page)).toHaveCount(0);
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(slot(page, 'Profile photo').getByRole('alert')).toHaveText(
    'Choose a JPEG, PNG or WebP image.',
  );
});

test("another member's editor is refused with a link to one's own", async ({ page, request }) => {
  const member = await createMember(request);
  const other = await createMember(request);
  await signIn(page, member);
  await page.goto(`/update/${other.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('You can only change your own account.');
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit your own profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/update/${member.userId}$`));
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  // The server agrees: the other member's record answers 403.
  const res = await page.request.get(`/api/users/${other.userId}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(res.status()).toBe(403);
});
