import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';

/**
 * Issue 35 item 6: a photographer uploads two photos from a shoot with alt text and tags a
 * member; the member approves the tag in one tap; the photo shows on both profiles.
 */

const shots = process.env.SHOOT_SHOTS;

async function shootBoth(page: Page, name: string) {
  if (!shots) return;
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${shots}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function listedCon(request: APIRequestContext): Promise<string> {
  const organiser = await makeOrganiser(request, await createMember(request));
  const res = await request.post('/api/cons', {
    headers: { Authorization: `Bearer ${organiser.token}` },
    data: { name: uniqueName('Album Con '), city: 'Rosemont', state: 'Illinois' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).slug as string;
}

async function photographer(request: APIRequestContext): Promise<Member> {
  const member = await createMember(request, { firstname: 'Petra', lastname: 'Lens' });
  const res = await request.put(`/api/users/${member.userId}`, {
    headers: { Authorization: `Bearer ${member.token}` },
    multipart: { imawhat: 'Photographer' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return member;
}

const photoFile = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .png()
    .toBuffer(),
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a photographer uploads two photos and tags a member, who approves; it shows on both profiles', async ({
      page,
      request,
    }) => {
      const slug = await listedCon(request);
      const petra = await photographer(request);
      const cosmo = await createMember(request, { firstname: 'Cosmo', lastname: 'Play' });

      await signIn(page, petra);
      await page.goto(`/cons/${slug}`);
      const section = page.locator('section#albums');
      await expect(section.getByRole('heading', { name: 'Shoot albums' })).toBeVisible();
      await section.getByLabel('New album title').fill('Saturday shoot');
      await section.getByRole('button', { name: 'Make the album' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Saturday shoot' })).toBeVisible();

      await page
        .getByLabel('Photos from the shoot')
        .setInputFiles([await photoFile('one.png', '#c36'), await photoFile('two.png', '#36c')]);
      const publish = page.getByRole('button', { name: 'Publish 2 photos' });
      await expect(publish).toBeDisabled();
      await page.getByLabel('Alt text for photo 1').fill('Cosmo as a knight on the stairs');
      await page.getByLabel('Alt text for photo 2').fill('Cosmo and the banner by the fountain');
      await shootBoth(page, `albums-upload-${viewport.width}`);
      await publish.click();
      const grid = page.locator('ul.albums-grid');
      await expect(grid.getByRole('img')).toHaveCount(2);
      await expect(page.getByRole('progressbar')).toHaveCount(2);

      const knight = grid.locator('li', { has: page.getByAltText('Cosmo as a knight on the stairs') });
      await knight.getByLabel('Tag a cosplayer (username)').fill(cosmo.username);
      await knight.getByRole('button', { name: 'Tag' }).click();
      await expect(knight.getByRole('list', { name: 'Tagged' })).toContainText('Cosmo (waiting)');
      await expectAccessible(page);
      await shootBoth(page, `albums-album-${viewport.width}`);

      // The member: the inbox row leads to Tags waiting; one tap approves.
      await signIn(page, cosmo);
      await page.goto('/notifications');
      await page
        .getByRole('button', { name: /tagged you in Saturday shoot/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tags waiting' })).toBeVisible();
      await expect(page.getByAltText('Cosmo as a knight on the stairs')).toBeVisible();
      await expectAccessible(page);
      await shootBoth(page, `albums-tags-waiting-${viewport.width}`);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('No tags waiting for you.')).toBeVisible();

      // Both profiles, crediting each other, for a visitor too.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/public/${cosmo.username}`);
      const of = page.getByRole('region', { name: /^Photos of / });
      await expect(of.getByAltText('Cosmo as a knight on the stairs')).toBeVisible();
      await expect(of).toContainText('Photo by Petra');
      await shootBoth(page, `albums-profile-of-${viewport.width}`);
      await page.goto(`/public/${petra.username}`);
      const by = page.getByRole('region', { name: /^Photos by / });
      await expect(by.getByAltText('Cosmo as a knight on the stairs')).toBeVisible();
      await expect(by.getByRole('list', { name: 'Tagged' })).toContainText('Cosmo');
      await expect(by.getByRole('img')).toHaveCount(2);
    });
  });
}
