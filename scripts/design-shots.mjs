// Screenshots of each shared component for docs/design.md, from the /design page of a running
// server: node scripts/design-shots.mjs http://127.0.0.1:3000 docs/design
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base, outDir] = process.argv.slice(2);
if (!base || !outDir) {
  console.error('usage: node scripts/design-shots.mjs <server URL> <output folder>');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
for (const scheme of ['light', 'dark']) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 }, colorScheme: scheme });
  await page.goto(`${base}/design`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  for (const block of await page.locator('[data-component]').all()) {
    const name = await block.getAttribute('data-component');
    await block.screenshot({ path: path.join(outDir, `${name}-${scheme}.png`) });
  }
  await page.getByRole('button', { name: 'Show a toast' }).click();
  await page
    .locator('.toast')
    .screenshot({ path: path.join(outDir, `toast-${scheme}.png`), animations: 'disabled' });
  await page.getByRole('button', { name: 'Open a dialog' }).click();
  await page
    .locator('dialog[open]')
    .screenshot({ path: path.join(outDir, `dialog-${scheme}.png`), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await page.close();
}
await browser.close();
console.log(`component screenshots written to ${outDir}`);
