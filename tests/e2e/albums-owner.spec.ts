import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';

/**
 * Issue 35 item 6, after the upload: another member reports an album photo from the
 * photographer's profile (the report dialog's code loads only on that click: the profile's
 * budget); the photographer renames the album, makes it members only, deletes a tagged photo
 * (gone from the tagged member's profile) and then the whole album.
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

const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

/** A listed con, Petra (a photographer) with an album of two photos, Cosmo tagged and approved on one. */
async function albumWithTaggedPhoto(request: APIRequestContext) {
  const organiser = await makeOrganiser(request, await createMember(request));
  const con = await request.post('/api/cons', {
    headers: auth(organiser),
    data: { name: uniqueName('Album Con '), city: 'Rosemont', state: 'Illinois' },
  });
  expect(con.status(), await con.text()).toBe(201);
  const slug = (await con.json()).slug as string;
  const petra = await createMember(request, { firstname: 'Petra', lastname: 'Lens' });
  const role = await request.put(`/api/users/${petra.userId}`, {
    headers: auth(petra),
    multipart: { imawhat: 'Photographer' },
  });
  expect(role.status(), await role.text()).toBe(200);
  const album = await request.post(`/api/cons/${slug}/albums`, {
    headers: auth(petra),
    data: { title: 'Saturday shoot' },
  });
  expect(album.status(), await album.text()).toBe(201);
  const albumId = (await album.json()).id as number;
  const ids: Record<string, string> = {};
  for (const [alt, background] of [
    ['Cosmo as a knight on the stairs', '#c36'],
    ['The banner by the fountain', '#36c'],
  ] as const) {
    const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
      .png()
      .toBuffer();
    const res = await request.post(`/api/albums/${albumId}/photos`, {
      headers: auth(petra),
      multipart: { photo: { name: 'shoot.png', mimeType: 'image/png', buffer }, alt },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids[alt] = (await res.json()).id as string;
  }
  const cosmo = await createMember(request, { firstname: 'Cosmo', lastname: 'Play' });
  const knight = ids['Cosmo as a knight on the stairs']!;
  const tagged = await request.post(`/api/album-photos/${knight}/tags`, {
    headers: auth(petra),
    data: { username: cosmo.username },
  });
  expect(tagged.status(), await tagged.text()).toBe(201);
  expect((await request.put(`/api/album-photos/${knight}/my-tag`, { headers: auth(cosmo) })).status()).toBe(
    200,
  );
  return { slug, petra, cosmo, albumId };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a member reports an album photo; the photographer renames the album, deletes a photo, then the album', async ({
      page,
      request,
    }) => {
      const { slug, petra, cosmo, albumId } = await albumWithTaggedPhoto(request);

      // Another member reports a photo from Petra's profile; the dialog's chunk comes on the click.
      const robin = await createMember(request, { firstname: 'Robin' });
      await signIn(page, robin);
      const scripts: string[] = [];
      page.on('response', (res) => {
        if (res.url().endsWith('.js')) scripts.push(new URL(res.url()).pathname);
      });
      await page.goto(`/public/${petra.username}`);
      const fountain = page
        .getByRole('region', { name: /^Photos by / })
        .locator('li', { has: page.getByAltText('The banner by the fountain') });
      await expect(fountain.getByRole('button', { name: 'Report this photo' })).toBeVisible();
      expect(scripts.filter((s) => s.includes('report-dialog'))).toEqual([]);
      await fountain.getByRole('button', { name: 'Report this photo' }).click();
      const report = page.getByRole('dialog', { name: 'Report this photo' });
      await report.getByRole('radio', { name: 'Spam' }).check();
      expect(scripts.some((s) => s.includes('report-dialog'))).toBe(true);
      await shootBoth(page, `albums-report-${viewport.width}`);
      await report.getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByText('Thank you. The organisers will look at this photo.')).toBeVisible();
      await expect(report).toBeHidden();
      page.removeAllListeners('response');

      // The photographer's tools on the album page.
      await signIn(page, petra);
      await page.goto(`/albums/${albumId}`);
      const settings = page.getByRole('form', { name: 'Album settings' });
      await settings.getByLabel('Title').fill('Sunday shoot');
      await settings.getByLabel('Who sees it').selectOption('members');
      await expectAccessible(page);
      await shootBoth(page, `albums-owner-${viewport.width}`);
      await settings.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sunday shoot' })).toBeVisible();
      await expect(page.getByText(/members only/)).toBeVisible();

      const knight = page.locator('ul.albums-grid li', {
        has: page.getByAltText('Cosmo as a knight on the stairs'),
      });
      await knight.getByRole('button', { name: 'Delete photo' }).click();
      const confirmPhoto = page.getByRole('dialog', { name: 'Delete this photo?' });
      await shootBoth(page, `albums-delete-photo-${viewport.width}`);
      await confirmPhoto.getByRole('button', { name: 'Delete photo' }).click();
      await expect(page.getByText('Photo deleted')).toBeVisible();
      await expect(page.locator('ul.albums-grid').getByRole('img')).toHaveCount(1);
      const ofCosmo = await request.get(`/api/public/${cosmo.username}/album-photos`, {
        headers: auth(cosmo),
      });
      expect((await ofCosmo.json()).of).toEqual([]);

      await page.getByRole('button', { name: 'Delete album' }).click();
      const confirmAlbum = page.getByRole('dialog', { name: 'Delete this album?' });
      await expect(confirmAlbum).toContainText('its photo and their tags are deleted for good');
      await shootBoth(page, `albums-delete-album-${viewport.width}`);
      await confirmAlbum.getByRole('button', { name: 'Delete album' }).click();
      await expect(page).toHaveURL(new RegExp(`/cons/${slug}$`));
      await expect(page.getByText('No shoot albums from this con yet.')).toBeVisible();
    });
  });
}
