// Bytes a phone downloads for one public profile: a member with a profile photo and five slideshow
// photos (1600×1200 photo-like JPEGs), opened in Chromium at 390×844 with DPR 3, the slideshow
// stepped through to its last slide. Prints the encoded bytes (as sent over the wire, headers
// included) for images and for everything.
// Against any running server, so the same figure can be taken of an older build:
//   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/profile-bytes.ts
// Signs up one member per run (the server's sign-up limit per address applies).
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { signUpBenchMember } from './sign-up';

const BASE_URL = (process.env.BENCH_URL ?? '').replace(/\/$/, '');
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const PHOTO_FIELDS = ['profileImage', ...[0, 1, 2, 3, 4].map((i) => `slideshowImage${i}`)];

/** Smooth colour blobs with fine grain on top: compresses like a camera photo, not a flat colour. */
async function photo(seed: number): Promise<Buffer> {
  const noise = (width: number, height: number, mean: number, sigma: number) => ({
    create: {
      width,
      height,
      channels: 3 as const,
      background: '#000',
      noise: { type: 'gaussian' as const, mean, sigma },
    },
  });
  const grain = await sharp(noise(509, 509, 128, 15))
    .png()
    .toBuffer();
  const blobs = await sharp(noise(160, 120, 90 + seed * 12, 60))
    .png()
    .toBuffer();
  const base = await sharp(blobs).resize(1600, 1200).png({ compressionLevel: 0 }).toBuffer();
  return sharp(base)
    .composite([{ input: grain, tile: true, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function seedMember(): Promise<string> {
  const username = `bytes${Date.now().toString(36)}`;
  const { userId, token } = await signUpBenchMember(BASE_URL, username, 'Photos');

  const save = new FormData();
  save.set('about', 'Cosplayer and prop maker.');
  for (const [i, name] of PHOTO_FIELDS.entries()) {
    const jpeg = await photo(i);
    save.set(name, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  }
  const saved = await fetch(`${BASE_URL}/api/users/${userId}`, {
    method: 'PUT',
    body: save,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!saved.ok) throw new Error(`photo save failed: ${saved.status} ${await saved.text()}`);
  return username;
}

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

/** What came over the wire once the page settled, and once the slideshow was watched to its end. */
async function measure(username: string): Promise<{ opened: Transfer[]; watched: Transfer[] }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // Chromium's own count of what came over the wire per request (encodedDataLength).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const pending = new Map<string, { url: string; type: string }>();
    const done: Transfer[] = [];
    cdp.on('Network.responseReceived', (e) =>
      pending.set(e.requestId, { url: e.response.url, type: e.type }),
    );
    cdp.on('Network.loadingFinished', (e) => {
      const seen = pending.get(e.requestId);
      if (seen) done.push({ ...seen, bytes: e.encodedDataLength });
    });

    await page.goto(`${BASE_URL}/public/${encodeURIComponent(username)}`, { waitUntil: 'networkidle' });
    const opened = [...done];
    const slideshow = page.locator('.slideshow');
    await slideshow.scrollIntoViewIfNeeded();
    // Each slide in turn, as a visitor who watches the whole show sees it.
    for (let n = 2; n <= 5; n++) {
      await page.getByRole('button', { name: `Show slide ${n}` }).click();
      await page.waitForFunction(() => {
        const shown = document.querySelector<HTMLImageElement>('.slideshow-slide.is-active');
        return shown?.complete === true && shown.naturalWidth > 0;
      });
    }
    await page.waitForLoadState('networkidle');
    return { opened, watched: done };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function summary(transfers: Transfer[]) {
  const images = transfers.filter((t) => t.type === 'Image');
  const sum = (list: Transfer[]) => kb(list.reduce((total, t) => total + t.bytes, 0));
  return `${images.length} / ${transfers.length} | ${sum(images)} | ${sum(transfers)} |`;
}

async function main() {
  if (!BASE_URL) throw new Error('Set BENCH_URL to the base address of a running server');
  const username = await seedMember();
  const { opened, watched } = await measure(username);
  console.log(`Public profile /public/${username} on a phone (390×844, DPR 3), images by the end:`);
  for (const t of watched.filter((w) => w.type === 'Image')) {
    const url = new URL(t.url);
    console.log(`  ${kb(t.bytes).padStart(9)}  ${url.pathname}${url.search}`);
  }
  console.log(
    '| when | requests (images / all) | images (encoded) | everything (encoded) |\n|---|---|---|---|',
  );
  console.log(`| page opened and settled | ${summary(opened)}`);
  console.log(`| slideshow watched to the end | ${summary(watched)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
