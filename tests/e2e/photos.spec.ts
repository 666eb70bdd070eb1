import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expectAccessible, signIn, uniqueName } from './fixtures';

/**
 * Photos on a phone: the editor asks for a description after each crop and offers the
 * photographer's credit; the public page shows the photo in the width the screen needs, sized up
 * front (no layout shift), described, and with the credit under the slide.
 */
test.use({ viewport: { width: 390, height: 844 } });

/**
 * A large photo: the crop's first square (its full height) keeps 1600 px of it, so the stored
 * photo is wider than the 480 rendition and the page has a choice to make.
 */
const bigPhoto = (hue: number) =>
  sharp({
    create: { width: 2400, height: 1800, channels: 3, background: { r: hue, g: 90, b: 200 - hue / 2 } },
  })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer }));

const slot = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** Chooses a file for a slot and accepts the first crop; the description dialog follows. */
async function cropInto(page: Page, slotName: string, hue: number) {
  await slot(page, slotName)
    .getByLabel('Choose file')
    .setInputFiles(await bigPhoto(hue));
  const crop = page.getByRole('dialog', { name: `Crop the ${slotName.toLowerCase()}` });
  await crop.getByRole('button', { name: 'Accept' }).click();
  await expect(crop).toBeHidden();
  const describe = page.getByRole('dialog', { name: `Describe the ${slotName.toLowerCase()}` });
  await expect(describe).toBeVisible();
  await expect(describe.getByLabel('Description (alt text)')).toBeFocused();
  return describe;
}

/** Every <img> on the page has width and height attributes (its box is known before it loads). */
async function expectEveryImageSized(page: Page) {
  const unsized = await page
    .locator('img')
    .evaluateAll((imgs) =>
      imgs
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.outerHTML),
    );
  expect(unsized).toEqual([]);
}

test('a photo described and credited in the editor shows sized, described and credited', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await createMember(request, { firstname: uniqueName('Lens') });
  await signIn(page, member);
  await page.goto(`/update/${member.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();

  // The profile photo: asked for its description right after the crop; the credit is optional.
  const profile = await cropInto(page, 'Profile photo', 60);
  await expect(profile.getByText("Describe the photo for people who can't see it")).toBeVisible();
  await expectAccessible(page);
  await profile.getByLabel('Description (alt text)').fill('Robin as Zelda in blue armour at Planet Comicon');
  await profile.getByRole('button', { name: 'Done' }).click();
  await expect(profile).toBeHidden();
  await expect(slot(page, 'Profile photo').getByRole('button', { name: 'Edit description' })).toBeFocused();
  await expect(
    slot(page, 'Profile photo').getByText('Robin as Zelda in blue armour at Planet Comicon'),
  ).toBeVisible();

  // A slide, credited; a link that is not a web address is refused in the dialog.
  const slide = await cropInto(page, 'Slideshow photo 1', 180);
  await slide
    .getByLabel('Description (alt text)')
    .fill('The Master Sword prop, foam and worbla, on a workbench');
  await slide.getByLabel("Photographer's name").fill('Sam Lens');
  await slide.getByLabel('Link to their work').fill('javascript:alert(1)');
  await slide.getByRole('button', { name: 'Done' }).click();
  await expect(slide.getByText(/Enter the link as a web address/)).toBeVisible();
  await slide.getByLabel('Link to their work').fill('https://photos.example/samlens');
  await slide.getByRole('button', { name: 'Done' }).click();
  await expect(slide).toBeHidden();
  await expect(slot(page, 'Slideshow photo 1').getByText('Photo: Sam Lens')).toBeVisible();
  await expect(page.getByText(/need(s)? a description/)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/users$/);

  // What the server keeps: the words and the stored size of each photo.
  const own = await (
    await request.get(`/api/users/${member.userId}`, { headers: { authorization: `Bearer ${member.token}` } })
  ).json();
  expect(own.imageDetails).toMatchObject({
    alt: 'Robin as Zelda in blue armour at Planet Comicon',
    credit: null,
  });
  expect(own.slideshowDetails[0]).toMatchObject({
    alt: 'The Master Sword prop, foam and worbla, on a workbench',
    credit: { name: 'Sam Lens', url: 'https://photos.example/samlens' },
  });
  const { width, height } = own.imageDetails as { width: number; height: number };
  expect(width).toBe(1600);

  // The public page: described, sized and offered in the stored widths, fetched first.
  const photoRequests: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/images/')) photoRequests.push(url.pathname + url.search);
  });
  await page.goto(`/public/${member.username}`);
  const photo = page.getByRole('img', { name: 'Robin as Zelda in blue armour at Planet Comicon' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute(
    'srcset',
    `${own.image}?w=480 480w, ${own.image}?w=960 960w, ${own.image} ${width}w`,
  );
  await expect(photo).toHaveAttribute('width', String(width));
  await expect(photo).toHaveAttribute('height', String(height));
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  // The phone takes the 480 rendition of the profile photo; the page's preload (a Link header with
  // the same srcset and sizes) asks for that one too, so the full photo is never fetched.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('?w=480');
  expect(photoRequests, 'the full-size profile photo is not fetched on a phone').not.toContain(own.image);

  const shown = page.getByRole('img', { name: 'The Master Sword prop, foam and worbla, on a workbench' });
  await expect(shown).toHaveAttribute('loading', 'lazy');
  await expect(shown).toHaveAttribute('srcset', /\?w=480 480w, \S+\?w=960 960w, \S+ 1600w$/);
  // The phone (390 px wide, 1 device pixel per CSS pixel here) takes the 480 rendition, and gets WebP.
  const chosen = () => shown.evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect.poll(chosen).toContain('?w=480');
  expect((await request.get(await chosen())).headers()['content-type']).toBe('image/webp');
  const credit = page.getByRole('link', { name: /Sam Lens/ });
  await expect(credit).toHaveAttribute('href', 'https://photos.example/samlens');
  await expect(credit).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(credit).toHaveAttribute('target', '_blank');
  await expect(page.locator('.slideshow-credit')).toHaveText('Photo: Sam Lens (opens in a new tab)');
  await expectEveryImageSized(page);
  await expectAccessible(page);

  // Search results: every photo sized too.
  await page.goto(`/search?query=${member.username}`);
  await expect(page.getByRole('main').locator(`a[href="/public/${member.username}"]`)).toBeVisible();
  await expect(page.getByRole('main').locator('img').first()).toBeVisible();
  await expectEveryImageSized(page);
});

test('a stored photo gets its words without being uploaded again', async ({ page, request }) => {
  const member = await createMember(request);
  const res = await request.put(`/api/users/${member.userId}`, {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { slideshowImage0: await bigPhoto(120), slideshowImage1: await bigPhoto(30) },
  });
  expect(res.status(), await res.text()).toBe(200);
  await signIn(page, member);
  await page.goto(`/update/${member.userId}`);
  await expect(page.getByText('2 photos need a description.')).toBeVisible();

  await slot(page, 'Slideshow photo 2').getByRole('button', { name: 'Add description' }).click();
  const describe = page.getByRole('dialog', { name: 'Describe the slideshow photo 2' });
  await describe.getByLabel('Description (alt text)').fill('Cape lining, close up');
  await describe.getByLabel('Description (alt text)').press('Enter'); // a new line, not a save
  await describe.getByLabel("Photographer's name").fill('Jo');
  await describe.getByLabel("Photographer's name").press('Enter'); // the dialog's Done
  await expect(describe).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/update/${member.userId}$`));
  await expect(page.getByText('1 photo needs a description.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/users$/);

  const slides = await (await request.get(`/api/public/${member.username}/slideshow`)).json();
  expect(slides.details.map((d: { alt: string; credit: unknown }) => [d.alt, d.credit])).toEqual([
    ['', null],
    ['Cape lining, close up', { name: 'Jo', url: '' }],
  ]);
});
