import { expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, signIn } from './fixtures';

const MAP_HOST = 'https://www.google.com';

/** The external links of the page's main area that open in a new tab. */
function externalLinks(page: Page) {
  return page.getByRole('main').locator('a[target="_blank"]');
}

/** The origins the document's CSP lets the page frame. */
function frameSources(csp: string | undefined): string[] {
  const directive = (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

// Embedded calendars, videos and maps are third-party pages: answer them with a stub so the tests
// neither depend on the network nor run axe over someone else's page.
const STUB_EMBED =
  '<!doctype html><html lang="en"><head><title>Embedded page</title></head><body><main>Embed</main></body></html>';

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: STUB_EMBED }),
  );
});

test('the club pages redirect to /login when signed out', async ({ page }) => {
  for (const route of [
    '/localstores',
    '/localstores/kansas',
    '/localstores/texas',
    '/calendar',
    '/tutorials',
  ]) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/login$/);
  }
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, await createMember(request));
  });

  test('/localstores links the twelve states', async ({ page }) => {
    await page.goto('/localstores');
    await expect(page.getByRole('heading', { level: 1, name: 'Local stores' })).toBeVisible();
    const states = page.getByRole('main').locator('a[href^="/localstores/"]');
    await expect(states).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'North Dakota' })).toHaveAttribute(
      'href',
      '/localstores/northdakota',
    );
    await expect(page.getByText('8 stores')).toBeVisible();
    await expectAccessible(page);
  });

  test('Kansas lists 8 stores and a lazy, titled map the CSP allows', async ({ page }) => {
    const response = await page.goto('/localstores/kansas');
    expect(frameSources(response?.headers()['content-security-policy'])).toContain(MAP_HOST);
    await expect(page.getByRole('heading', { level: 1, name: 'Kansas stores' })).toBeVisible();
    const links = externalLinks(page);
    await expect(links).toHaveCount(8);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const map = page.locator('iframe');
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute('title', 'Kansas fabric and craft stores map');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', new RegExp(`^${MAP_HOST}/maps\\?`));
    // The CSP and the sandbox let the (stubbed) map page load.
    await expect(page.frameLocator('iframe').locator('main')).toHaveText('Embed');
    await expectAccessible(page);
  });

  test('Missouri lists 5 stores and a map', async ({ page }) => {
    await page.goto('/localstores/missouri');
    await expect(page.getByRole('heading', { level: 1, name: 'Missouri stores' })).toBeVisible();
    await expect(externalLinks(page)).toHaveCount(5);
    await expect(externalLinks(page).first()).toHaveAttribute('target', '_blank');
    await expect(page.getByTitle('Missouri fabric and craft stores map')).toHaveAttribute('loading', 'lazy');
    await expectAccessible(page);
  });

  test('Ohio is a title-only placeholder', async ({ page }) => {
    await page.goto('/localstores/ohio');
    await expect(page.getByRole('heading', { level: 1, name: 'Ohio stores' })).toBeVisible();
    await expect(page.getByText('No stores listed yet.')).toBeVisible();
    await expect(externalLinks(page)).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an unknown state shows the not-found page', async ({ page }) => {
    await page.goto('/localstores/texas');
    await expect(page.getByText('The page you have requested was not found.')).toBeVisible();
    await expectAccessible(page);
  });

  test('/calendar embeds the calendar and asks members to invite the club address', async ({ page }) => {
    const response = await page.goto('/calendar');
    const content = await (await page.request.get('/api/content')).json();
    expect(frameSources(response?.headers()['content-security-policy'])).toContain(
      new URL(content.calendar.embedUrl).origin,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('title', content.calendar.title);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(page.frameLocator('iframe').locator('main')).toHaveText('Embed');
    await expect(page.getByText(`To add an event, invite ${content.clubEmail} to it.`)).toBeVisible();
    await expect(page.getByRole('link', { name: content.clubEmail })).toHaveAttribute(
      'href',
      `mailto:${content.clubEmail}`,
    );
    await expectAccessible(page);
  });

  test('/tutorials embeds two titled videos', async ({ page }) => {
    await page.goto('/tutorials');
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
    const frames = page.locator('iframe');
    await expect(frames).toHaveCount(2);
    for (const frame of await frames.all()) {
      await expect(frame).toHaveAttribute('title', /\S/);
      await expect(frame).toHaveAttribute('loading', 'lazy');
    }
    await expect(page.frameLocator('iframe[title="How to update your account"]').locator('main')).toHaveText(
      'Embed',
    );
    await expect(page.getByTitle('How to join the chat community')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('/motd shows the message, both conventions and the template download', async ({ page }) => {
    await page.goto('/motd');
    const content = await (await page.request.get('/api/content')).json();
    await expect(page.getByText(content.motd.message)).toBeVisible();
    for (const convention of content.motd.conventions) {
      await expect(page.getByRole('link', { name: convention.name })).toHaveAttribute('href', convention.url);
    }
    const download = page.getByRole('link', { name: content.motd.template.label });
    await expect(download).toHaveAttribute('download', '');
    await expect(download).toHaveAttribute('href', content.motd.template.url);
    const template = page.getByRole('img', { name: content.motd.template.alt });
    await template.scrollIntoViewIfNeeded();
    await expect(template).toHaveJSProperty('complete', true);
    expect(await template.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect((await page.request.get(content.motd.template.url)).status()).toBe(200);
    // The note, the conventions and the template card line up on both edges.
    const edges = await page
      .locator('.motd-note, .motd-conventions, .motd-template')
      .evaluateAll((blocks) =>
        blocks.map((b) => b.getBoundingClientRect()).map((r) => [Math.round(r.left), Math.round(r.right)]),
      );
    expect(edges).toHaveLength(3);
    expect(new Set(edges.map(([left]) => left)).size, `left edges ${edges}`).toBe(1);
    expect(new Set(edges.map(([, right]) => right)).size, `right edges ${edges}`).toBe(1);
    await expectAccessible(page);
  });
});
