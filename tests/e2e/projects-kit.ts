import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, type Member } from './fixtures';

/** Helpers of the costume projects' browser tests (issue 36): screenshots, photos and seeding. */

const shots = process.env.PROJECT_SHOTS;

/** With PROJECT_SHOTS=<folder>, a full-page PNG of the page as it is, in light and dark. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await settled(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${shots}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Waits for entrance animations, and for every image of the page to have loaded: a full-page
 * shot goes below the fold, where lazy images would otherwise still be empty.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  // At the bottom, a sticky bar (the composer's Post button) sits where it belongs in the shot.
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** axe in light and dark: both themes must be clean. */
export async function expectAccessibleBoth(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A PNG of a plain colour with a stripe, as a phone's camera roll would hand it over. */
export const photoFile = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .composite([
      {
        input: await sharp({
          create: { width: 1200, height: 180, channels: 3, background: '#f4efe6' },
        })
          .png()
          .toBuffer(),
        top: 600,
        left: 0,
      },
    ])
    .png()
    .toBuffer(),
});

export interface SeededProject {
  id: number;
  title: string;
}

/** Creates a project through the API (POST /api/projects) as `maker`. */
export async function seedProject(
  request: APIRequestContext,
  maker: Member,
  fields: Record<string, unknown>,
): Promise<SeededProject> {
  const res = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${maker.token}` },
    data: fields,
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { id: body.id as number, title: body.title as string };
}

/** Adds a log entry to a project through the API. */
export async function seedEntry(
  request: APIRequestContext,
  maker: Member,
  projectId: number,
  entry: Record<string, unknown>,
): Promise<number> {
  const res = await request.post(`/api/projects/${projectId}/entries`, {
    headers: { Authorization: `Bearer ${maker.token}` },
    data: entry,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}
