import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expectAccessible, type Member, signIn } from './fixtures';

/**
 * The editor on a phone and a laptop: photos first, a short page, Save always in reach, a warning
 * before unsaved edits are lost, a "Profile saved" toast, every error listed, and slideshow photos
 * that can be put in order.
 */
const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
} as const;
/** Document height of the editor before this layout (photos last, every section open, checkbox lists). */
const HEIGHT_BEFORE = { phone: 8580, laptop: 5445 } as const;

async function openEditor(page: Page, member: Member) {
  await signIn(page, member);
  await page.goto(`/update/${member.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
}

const saveBar = (page: Page) => page.locator('.profile-save-bar');
const summary = (page: Page) => page.getByRole('region', { name: /^Not saved yet/ });
const section = (page: Page, title: string) => page.locator('details', { hasText: title }).first();

/** A square of one colour, so slides can be told apart by their pixels. */
const square = (hex: string) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: hex } })
    .png()
    .toBuffer();

async function withSlides(request: APIRequestContext, member: Member, colours: string[]) {
  const multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  for (const [i, colour] of colours.entries()) {
    multipart[`slideshowImage${i}`] = {
      name: `s${i}.png`,
      mimeType: 'image/png',
      buffer: await square(colour),
    };
  }
  const res = await request.put(`/api/users/${member.userId}`, {
    headers: { authorization: `Bearer ${member.token}` },
    multipart,
  });
  expect(res.status(), await res.text()).toBe(200);
}

const publicSlides = async (request: APIRequestContext, member: Member) =>
  ((await (await request.get(`/api/public/${member.username}/slideshow`)).json()) as { images: string[] })
    .images;

for (const [size, viewport] of Object.entries(SIZES) as Array<
  [keyof typeof SIZES, (typeof SIZES)[keyof typeof SIZES]]
>) {
  test.describe(`on a ${size} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('photos come first, the page is far shorter and Save stays in view', async ({ page, request }) => {
      const member = await createMember(request);
      await openEditor(page, member);

      // Photos before the about fields, in the page's order and on screen.
      const photos = page.getByRole('group', { name: 'Photos' });
      const about = page.getByLabel('About me');
      const order = await photos.evaluate(
        (el, other) => Boolean(el.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        await about.elementHandle(),
      );
      expect(order, 'photos section comes before About me').toBe(true);
      expect((await photos.boundingBox())!.y).toBeLessThan((await about.boundingBox())!.y);
      await expect(page.getByRole('group', { name: 'Slideshow photo 5' })).toBeAttached();

      // States and roles are labelled groups of chips; links and account are closed sections.
      const states = page.getByRole('group', { name: 'States' });
      await expect(states.getByRole('checkbox')).toHaveCount(13);
      await states.getByText('Iowa', { exact: true }).click();
      await expect(states.getByRole('checkbox', { name: 'Iowa' })).toBeChecked();
      await states.getByRole('checkbox', { name: 'Iowa' }).focus();
      await page.keyboard.press('Space');
      await expect(states.getByRole('checkbox', { name: 'Iowa' })).not.toBeChecked();
      for (const title of ['Social links', 'Support links', 'Embeds', 'Account']) {
        await expect(section(page, title)).not.toHaveAttribute('open');
      }
      await expect(page.getByLabel('Instagram')).toBeHidden();

      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`editor height at ${size}: ${height} px (was ${HEIGHT_BEFORE[size]})`);
      expect(height).toBeLessThan(HEIGHT_BEFORE[size] * 0.6);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // Scrolled to the top, the Save bar sits at the bottom of the screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      const bar = await saveBar(page).boundingBox();
      expect(bar).not.toBeNull();
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(viewport.height + 1);
      expect(bar!.y + bar!.height).toBeGreaterThan(viewport.height - 4);
      await expect(saveBar(page).getByRole('button', { name: 'Save profile' })).toBeInViewport();
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/editor/${size}-light-top.png` });
      await page.screenshot({ path: `.tmp/editor/${size}-light-full.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'dark' });
      await section(page, 'Social links').locator('summary').click();
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/editor/${size}-dark-full.png`, fullPage: true });
    });

    test('unsaved edits ask before leaving: Stay keeps them, Leave goes; saving does not ask', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await openEditor(page, member);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const goToMembers = async () => {
        if (size === 'phone') await nav.getByRole('button', { name: 'Menu' }).click();
        else await nav.getByRole('button', { name: 'Club' }).click();
        await nav.getByRole('link', { name: 'Members', exact: true }).click();
      };

      // Nothing changed: no question.
      await goToMembers();
      await expect(page).toHaveURL(/\/users$/);
      await page.goBack();
      await expect(page.getByLabel('About me')).toBeVisible();

      await page.getByLabel('About me').fill('Half-written bio');
      await expect(saveBar(page)).toContainText('Unsaved changes');
      // The tab's close or reload is guarded too.
      const guarded = () =>
        page.evaluate(() => {
          const event = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        });
      expect(await guarded()).toBe(true);

      await goToMembers();
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/editor/${size}-leave-dialog.png` });
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/update/${member.userId}$`));
      await expect(page.getByLabel('About me')).toHaveValue('Half-written bio');

      await goToMembers();
      await dialog.getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(/\/users$/);
      expect(await guarded()).toBe(false);
      const saved = await request.get(`/api/users/${member.userId}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect((await saved.json()).about).toBe('');
    });

    test('saving lands on /users with a "Profile saved" toast linking to the public page', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await openEditor(page, member);
      await page.getByLabel('About me').fill('Foam armour and wigs.');
      await saveBar(page).getByRole('button', { name: 'Save profile' }).click();
      await expect(page).toHaveURL(/\/users$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const toast = page.locator('.toast', { hasText: 'Profile saved' });
      await expect(toast).toBeVisible();
      await expect(toast).toBeInViewport();
      const link = toast.getByRole('link', { name: 'View your public page' });
      await expect(link).toHaveAttribute('href', `/public/${member.username}`);
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/editor/${size}-saved-toast.png` });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/public/${member.username}$`));
      await expect(page.getByRole('main')).toContainText('Foam armour and wigs.');
      await expect(toast).toHaveCount(0);
    });

    test('Save lists every error; each link focuses its field, opening its section', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await openEditor(page, member);
      await page.getByLabel('Public phone number').fill('call me');
      await section(page, 'Social links').locator('summary').click();
      await page.getByLabel('Instagram').fill('not a handle!');
      await page.getByLabel('Reddit').fill('/u/robin_makes'); // accepted as it is written on Reddit
      await section(page, 'Social links').locator('summary').click();
      await section(page, 'Support links').locator('summary').click();
      await page.getByLabel('Etsy').fill('https://evil.example/shop');
      await section(page, 'Support links').locator('summary').click();
      await page.getByLabel('First name').fill('');
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveBar(page).getByRole('button', { name: 'Save profile' }).click();

      await expect(summary(page)).toBeFocused();
      await expect(summary(page)).toBeInViewport();
      await expect(summary(page).getByRole('link')).toHaveText([
        'First name cannot be empty',
        'Public phone number may contain only digits, spaces and + ( ) - .',
        'Instagram must be your Instagram handle or profile address',
        'Etsy must be your Etsy handle or profile address',
      ]);
      await expect(section(page, 'Social links')).toHaveAttribute('open');
      await expect(section(page, 'Embeds')).not.toHaveAttribute('open');
      await expectAccessible(page);
      await page.screenshot({ path: `.tmp/editor/${size}-error-summary.png` });

      // Closed again, the section still opens for the link.
      await section(page, 'Support links').locator('summary').click();
      await expect(page.getByLabel('Etsy')).toBeHidden();
      await summary(page).getByRole('link', { name: /^Etsy/ }).click();
      await expect(page.getByLabel('Etsy')).toBeFocused();
      await expect(page.getByLabel('Etsy')).toBeInViewport();
      await summary(page)
        .getByRole('link', { name: /^Public phone number/ })
        .click();
      await expect(page.getByLabel('Public phone number')).toBeFocused();
      await summary(page)
        .getByRole('link', { name: /^First name/ })
        .press('Enter');
      await expect(page.getByLabel('First name')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/update/${member.userId}$`));

      // Fixed, the save goes through and Reddit's u/name is stored as the bare name.
      await page.getByLabel('First name').fill('Robin');
      await page.getByLabel('Public phone number').fill('');
      await page.getByLabel('Instagram').fill('robin.makes');
      await page.getByLabel('Etsy').fill('RobinSews');
      await saveBar(page).getByRole('button', { name: 'Save profile' }).click();
      await expect(page).toHaveURL(/\/users$/);
      const saved = await request.get(`/api/users/${member.userId}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(await saved.json()).toMatchObject({
        reddit: 'robin_makes',
        instagram: 'robin.makes',
        etsy: 'RobinSews',
      });
    });

    test('slideshow photos move earlier and later, and the public slideshow follows the saved order', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await withSlides(request, member, ['#c0392b', '#2471a3', '#1e8449']);
      const [red, blue, green] = await publicSlides(request, member);
      await openEditor(page, member);

      const strip = page.getByRole('group', { name: 'Slideshow', exact: true });
      const preview = (n: number) =>
        page.getByRole('group', { name: `Slideshow photo ${n}` }).getByRole('img');
      await expect(strip.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveCount(0);
      await expect(strip.getByRole('button', { name: 'Move photo 4 later' })).toHaveCount(0); // empty slot

      // Keyboard: "Move photo 3 earlier" twice takes green to the front, focus following it.
      await strip.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
      await page.keyboard.press('Enter');
      await expect(strip.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(strip.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
      await expect(preview(1)).toHaveAttribute('src', green!);
      await expect(preview(2)).toHaveAttribute('src', red!);
      await expect(preview(3)).toHaveAttribute('src', blue!);
      // Pointer: red goes one later.
      await strip.getByRole('button', { name: 'Move photo 2 later' }).click();
      await expect(preview(2)).toHaveAttribute('src', blue!);
      await expect(preview(3)).toHaveAttribute('src', red!);
      await expect(saveBar(page)).toContainText('Unsaved changes');
      await expectAccessible(page);
      await strip.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/editor/${size}-slideshow.png` });

      await saveBar(page).getByRole('button', { name: 'Save profile' }).click();
      await expect(page).toHaveURL(/\/users$/);
      expect(await publicSlides(request, member)).toEqual([green, blue, red]);
      await page.goto(`/public/${member.username}`);
      const slides = page.locator('.slideshow-slide');
      await expect(slides).toHaveCount(3);
      expect(await slides.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([
        green,
        blue,
        red,
      ]);
    });
  });
}

test('closing the tab with unsaved edits brings up the browser warning, and not without them', async ({
  browser,
  request,
}) => {
  const member = await createMember(request);
  const context = await browser.newContext();
  const open = async () => {
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.type());
      await dialog.dismiss();
    });
    await openEditor(page, member);
    return { page, dialogs };
  };

  // Untouched: the tab closes without a question.
  const untouched = await open();
  await untouched.page.getByLabel('About me').click();
  await untouched.page.close({ runBeforeUnload: true });
  await expect.poll(() => untouched.page.isClosed()).toBe(true);
  expect(untouched.dialogs).toEqual([]);

  // Edited: the browser asks, and dismissing keeps the page and the edit.
  const edited = await open();
  await edited.page.getByLabel('About me').fill('Not saved');
  await edited.page.close({ runBeforeUnload: true });
  await expect.poll(() => edited.dialogs).toEqual(['beforeunload']);
  expect(edited.page.isClosed()).toBe(false);
  await expect(edited.page.getByLabel('About me')).toHaveValue('Not saved');
  await context.close();
});
