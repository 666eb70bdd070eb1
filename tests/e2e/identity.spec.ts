import { expect, test } from '@playwright/test';

test('the site has its own mark, favicon, app icons and a web app manifest', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('header .brand svg.brand-mark')).toBeVisible();
  await expect(page.locator('header .brand')).toHaveText('Midwest Cosplay & Maker Club');

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(manifestHref!);
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['content-type']).toMatch(/manifest\+json|application\/json/);
  const body = await manifest.json();
  expect(body).toMatchObject({ name: 'Midwest Cosplay & Maker Club', start_url: '/', display: 'standalone' });
  const sizes = body.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(body.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of body.icons) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()['content-type']).toBe(icon.type);
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touch!)).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/identity-390.png' });
});
