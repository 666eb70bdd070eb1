import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expectAccessible, type Member, signIn, uniqueName } from './fixtures';
import { chicagoDay, createEvent } from './seed-events';

/**
 * Photos of any shape (issue 33, items 2, 11 and 14): the crop starts as the largest centred square,
 * event cards crop their covers to one shape while the event page shows the whole photo, a slideshow
 * frame is filled by a landscape photo, and saving photos shows the bytes sent.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/** A solid photo of the given size and colour. */
async function photo(width: number, height: number, background = { r: 200, g: 40, b: 60 }) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

/** An event on `day`, starting at `hour` o'clock in Chicago. */
async function seedEvent(request: APIRequestContext, host: Member, title: string, day: string, hour: number) {
  return createEvent(request, host, {
    title,
    startsAt: `${day}T${String(hour).padStart(2, '0')}:00:00-06:00`,
    endsAt: `${day}T${String(hour).padStart(2, '0')}:30:00-06:00`,
    venue: 'Library makerspace',
    city: 'Lansing',
    // A state no other spec plans events in, so other specs' events do not push these off the first page.
    state: 'Michigan',
    description: 'Photos of every shape.',
  });
}

async function setCover(request: APIRequestContext, host: Member, id: number, width: number, height: number) {
  const res = await request.put(`/api/events/${id}/cover`, {
    headers: { Authorization: `Bearer ${host.token}` },
    multipart: { image: await photo(width, height) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

/** The colour of a pixel of an element's screenshot, at fractions of its width and height. */
async function pixel(locator: Locator, fx: number, fy: number) {
  const png = sharp(await locator.screenshot());
  const { width = 0, height = 0 } = await png.metadata();
  const { data, info } = await png.raw().toBuffer({ resolveWithObject: true });
  const x = Math.min(width - 1, Math.round(fx * (width - 1)));
  const y = Math.min(height - 1, Math.round(fy * (height - 1)));
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

/** Light and dark screenshots of the page as it is, for looking at (not compared). */
async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `/tmp/shots/photos/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: null });
}

/** A photo of noise: it stays large as a JPEG, so its upload takes a while on a slow line. */
async function noisyPhoto(width: number, height: number) {
  const buffer = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name: 'noise.jpg', mimeType: 'image/jpeg', buffer };
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the crop starts as the largest centred square of the photo', async ({ page, request }) => {
      test.setTimeout(60_000);
      const member = await createMember(request);
      await signIn(page, member);
      await page.goto(`/update/${member.userId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
      for (const [width, height] of [
        [2400, 1600],
        [1200, 1800],
      ] as const) {
        await page
          .getByRole('group', { name: 'Profile photo', exact: true })
          .getByLabel('Choose file')
          .setInputFiles(await photo(width, height));
        const dialog = page.getByRole('dialog', { name: 'Crop the profile photo' });
        const selection = dialog.locator('.ReactCrop__crop-selection');
        await expect(selection).toBeFocused();
        const image = await box(dialog.getByRole('img', { name: 'The file you chose, to crop' }));
        const crop = await box(selection);
        const side = Math.min(image.width, image.height);
        expect(crop.width).toBeGreaterThan(100);
        expect(Math.abs(crop.width - side)).toBeLessThanOrEqual(1);
        expect(Math.abs(crop.height - side)).toBeLessThanOrEqual(1);
        expect(Math.abs(crop.x + crop.width / 2 - (image.x + image.width / 2))).toBeLessThanOrEqual(1);
        expect(Math.abs(crop.y + crop.height / 2 - (image.y + image.height / 2))).toBeLessThanOrEqual(1);
        await shoot(page, `crop-${viewport.name}-${width}x${height}`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }
    });

    test('event cards crop covers to one shape; the event page shows the whole photo', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const host = await createMember(request);
      const tag = uniqueName('Shapes');
      // A day of their own (one per viewport), so the three cards are neighbours in the list.
      const day = chicagoDay(viewport.name === 'phone' ? 400 : 401);
      const wide = await seedEvent(request, host, `${tag} wide`, day, 10);
      const tall = await seedEvent(request, host, `${tag} tall`, day, 11);
      await seedEvent(request, host, `${tag} art`, day, 12);
      await setCover(request, host, wide, 1800, 600);
      await setCover(request, host, tall, 600, 1200);

      await page.goto('/events?state=Michigan');
      const cards = page.getByRole('article').filter({ hasText: tag });
      await expect(cards).toHaveCount(3);
      await expect(cards.locator('img')).toHaveCount(2);
      for (const img of await cards.locator('img').all()) {
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      }
      const covers = await Promise.all((await cards.locator('.event-card-cover').all()).map(box));
      const heights = covers.map((c) => Math.round(c.height));
      expect(new Set(heights).size, `cover heights ${heights}`).toBe(1);
      for (const c of covers) expect(c.width / c.height).toBeCloseTo(16 / 9, 1);
      const cardBoxes = await Promise.all((await cards.all()).map(box));
      // Cards side by side are as tall as each other (the laptop shows three in a row).
      const rows = new Map<number, number[]>();
      for (const c of cardBoxes)
        rows.set(Math.round(c.y), [...(rows.get(Math.round(c.y)) ?? []), Math.round(c.height)]);
      if (viewport.name === 'laptop')
        expect(Math.max(...[...rows.values()].map((r) => r.length))).toBeGreaterThan(1);
      for (const heights of rows.values()) expect(new Set(heights).size, `card heights ${heights}`).toBe(1);
      await cards.first().scrollIntoViewIfNeeded();
      await shoot(page, `event-cards-${viewport.name}`);

      // The event page: the tall cover whole, not cut to a band.
      await page.goto(`/events/${tall}`);
      const hero = page.locator('.event-hero-image');
      await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      const shown = await hero.evaluate((el: HTMLImageElement) => {
        const fit = getComputedStyle(el).objectFit;
        const r = el.getBoundingClientRect();
        return { fit, ratio: r.width / r.height, natural: el.naturalWidth / el.naturalHeight };
      });
      // Either the box has the photo's own shape, or the photo is fitted whole inside it.
      expect(
        shown.fit === 'contain' || Math.abs(shown.ratio - shown.natural) < 0.02,
        JSON.stringify(shown),
      ).toBe(true);
      await shoot(page, `event-page-${viewport.name}`);
      await expectAccessible(page);
    });

    test('a landscape photo fills its slideshow frame', async ({ page, request }) => {
      const member = await createMember(request, { firstname: uniqueName('Frame') });
      const res = await request.put(`/api/users/${member.userId}`, {
        headers: { authorization: `Bearer ${member.token}` },
        multipart: { slideshowImage0: await photo(1800, 900, { r: 30, g: 140, b: 60 }) },
      });
      expect(res.status(), await res.text()).toBe(200);
      await page.goto(`/public/${member.username}`);
      const frame = page.locator('.slideshow-frame');
      const slide = frame.locator('img.is-active');
      await expect.poll(() => slide.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      await expect.poll(() => slide.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await frame.scrollIntoViewIfNeeded();
      // Top and bottom edges (where a letterbox would show) are the photo's green, not the page.
      for (const [fx, fy] of [
        [0.5, 0.02],
        [0.5, 0.98],
        [0.02, 0.5],
        [0.98, 0.5],
      ] as const) {
        const c = await pixel(frame, fx, fy);
        expect(c.g - c.r, `pixel at ${fx},${fy}: ${JSON.stringify(c)}`).toBeGreaterThan(60);
      }
      await shoot(page, `slideshow-${viewport.name}`);
    });

    test('saving a photo shows the bytes sent, and no "Unsaved changes" while it saves', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const member = await createMember(request);
      await signIn(page, member);
      await page.goto(`/update/${member.userId}`);
      const photoSlot = page.getByRole('group', { name: 'Slideshow photo 1', exact: true });
      await photoSlot.getByLabel('Choose file').setInputFiles(await noisyPhoto(1600, 1600));
      await page
        .getByRole('dialog', { name: /^Crop the/ })
        .getByRole('button', { name: 'Accept' })
        .click();
      await page
        .getByRole('dialog', { name: /^Describe the/ })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await expect(page.getByText('Unsaved changes')).toBeVisible();

      // A slow line (about 512 KB/s up), so the upload is seen on its way.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 512 * 1024,
      });
      await page.getByRole('button', { name: 'Save profile' }).click();
      const bar = page.getByRole('progressbar', { name: /^Sending photos: [\d.]+ (KB|MB) of [\d.]+ MB$/ });
      await expect(bar).toBeVisible();
      await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      await expect(page.getByText('Unsaved changes')).toBeHidden();
      const max = Number(await bar.getAttribute('max'));
      expect(max).toBeGreaterThan(500_000);
      await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
      await page.locator('.profile-save-bar').scrollIntoViewIfNeeded();
      await shoot(page, `save-progress-${viewport.name}`);
      await expect(page).toHaveURL(/\/users$/, { timeout: 20_000 });
      await cdp.detach();
      const own = await (
        await request.get(`/api/users/${member.userId}`, {
          headers: { authorization: `Bearer ${member.token}` },
        })
      ).json();
      expect(own.slideshow[0]).not.toBe('');
    });
  });
}
