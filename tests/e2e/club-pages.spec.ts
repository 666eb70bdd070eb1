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

  // Organisers may change the content while this runs (organisers-content.spec shares the
  // server): each page is checked against the content the server serves now.
  test('/calendar shows the club events and "Create an event"; the embed and invitation once set', async ({
    page,
  }) => {
    const response = await page.goto('/calendar');
    const content = await (await page.request.get('/api/content')).json();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an event' })).toHaveAttribute('href', '/events/new');
    await expect(page.getByText('Events members create show here at once.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Club events' })).toBeVisible();
    const frame = page.locator('iframe');
    if (content.calendar.embedUrl) {
      expect(frameSources(response?.headers()['content-security-policy'])).toContain(
        new URL(content.calendar.embedUrl).origin,
      );
      await expect(frame).toHaveAttribute('title', content.calendar.title);
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(page.frameLocator('iframe').locator('main')).toHaveText('Embed');
    } else {
      await expect(frame).toHaveCount(0);
    }
    if (content.clubEmail) {
      await expect(page.getByText(`To add an event, invite ${content.clubEmail} to it.`)).toBeVisible();
      await expect(page.getByRole('link', { name: content.clubEmail })).toHaveAttribute(
        'href',
        `mailto:${content.clubEmail}`,
      );
    } else {
      await expect(page.getByText('invite', { exact: false })).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test('/tutorials shows the configured videos, or where organisers add them', async ({ page }) => {
    await page.goto('/tutorials');
    const content = await (await page.request.get('/api/content')).json();
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
    const frames = page.locator('iframe');
    await expect(frames).toHaveCount(content.tutorials.length);
    if (content.tutorials.length === 0) {
      await expect(page.getByText('No tutorial videos yet.')).toBeVisible();
      await expect(
        page.getByText(/Organisers add the club’s how-to videos in Organisers → Club content/),
      ).toBeVisible();
    }
    for (const video of content.tutorials) {
      const frame = page.getByTitle(video.title);
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('src', video.embedUrl);
    }
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

/** Addresses and names of examples the content file once shipped. */
const PLACEHOLDER = /example\.(org|com|net)|PL-example|holiday(%40|@)group/i;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, request }) => {
      await signIn(page, await createMember(request));
    });

    test('no club page shows an example address, playlist or calendar', async ({ page }) => {
      test.setTimeout(60_000);
      const pages = [
        '/',
        '/calendar',
        '/tutorials',
        '/motd',
        '/localstores',
        '/localstores/kansas',
        '/localstores/ohio',
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
        const shown = await page.evaluate(() => ({
          text: document.body.innerText,
          addresses: [...document.querySelectorAll('a[href], iframe[src]')].map(
            (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '',
          ),
        }));
        expect(shown.text, path).not.toMatch(PLACEHOLDER);
        expect(
          shown.addresses.filter((a) => PLACEHOLDER.test(a)),
          path,
        ).toEqual([]);
      }
    });

    test('/localstores takes a state in any case, or its postal code, at its own address', async ({
      page,
    }) => {
      for (const typed of ['Kansas', 'KANSAS', 'ks', 'North-Dakota']) {
        await page.goto(`/localstores/${typed}`);
        const slug = typed.startsWith('N') ? 'northdakota' : 'kansas';
        await expect(page, typed).toHaveURL(new RegExp(`/localstores/${slug}$`));
        const name = slug === 'kansas' ? 'Kansas stores' : 'North Dakota stores';
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      }
      await expect(page.getByText('The page you have requested was not found.')).toHaveCount(0);
      // Back does not return to the other spelling: the move replaced it.
      await page.goto('/localstores');
      await page.goto('/localstores/KS');
      await expect(page).toHaveURL(/\/localstores\/kansas$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/localstores$/);
    });
  });
}
