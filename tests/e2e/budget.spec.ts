import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { createMember } from './fixtures';

/** GUIDE.md: landing, search and public-profile routes load at most 120 KB of gzipped JS before interaction. */
const BUDGET_BYTES = 120 * 1024;
const webDir = process.env.E2E_WEB_DIR ?? 'dist/web';

function gzipSize(urlPath: string): number {
  const file = path.join(webDir, urlPath);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

test('the landing, search and public-profile routes stay within the JavaScript budget', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const rows: string[] = [];
  for (const route of ['/', '/search?query=Kansas', `/public/${member.username}`]) {
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const total = [...scripts].reduce((sum, p) => sum + gzipSize(p), 0);
    page.removeAllListeners('response');
    rows.push(`${route.padEnd(40)} ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
    expect(total, `${route} loads ${total} bytes of gzipped JS`).toBeLessThanOrEqual(BUDGET_BYTES);
    await page.goto('about:blank');
  }
  console.log(`JavaScript before interaction (budget ${BUDGET_BYTES / 1024} KB):\n${rows.join('\n')}`);
});
