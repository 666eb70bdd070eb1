import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expectAccessible, expectOnePrintedA6Page } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a visitor on a phone copies a profile’s link, then opens its printable card with a QR code', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { firstname: 'Juniper', lastname: 'Quill' });
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#6b4f9e' } })
    .png()
    .toBuffer();
  const saved = await request.put(`/api/users/${member.userId}`, {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: {
      imawhat: 'Cosplayer,Prop Builder',
      city: 'Wichita',
      state: 'Kansas',
      mastodon: '@juniper@sew.social',
      instagram: 'juniper.makes',
      profileImage: { name: 'me.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // A browser without a share sheet (like desktop Linux): the button copies the link instead.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const profileUrl = `${origin}/public/${member.username}`;

  await page.goto(`/public/${member.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Juniper Quill' })).toBeVisible();
  const mastodon = page.getByRole('link', { name: /^Mastodon/ });
  await expect(mastodon).toHaveAttribute('href', 'https://sew.social/@juniper');
  await expect(mastodon).toHaveAttribute('rel', 'me noopener noreferrer');

  await page.getByRole('button', { name: 'Share profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profileUrl);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Printable card' }).click();
  await expect(page).toHaveURL(`${profileUrl}/card`);
  const card = page.getByRole('article', { name: 'Profile card of Juniper Quill' });
  await expect(card.getByText('Juniper Quill', { exact: true })).toBeVisible();
  await expect(card.getByText('sew.social/@juniper')).toBeVisible();
  const qr = card.getByRole('img', { name: `QR code: ${profileUrl}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // Printed, only the card is left: no site header, no instructions.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(card).toBeVisible();
  await expectOnePrintedA6Page(page);
});
