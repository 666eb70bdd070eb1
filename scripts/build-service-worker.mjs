// Builds the service worker (src/web/service-worker/) into dist/web/sw.js after `vite build`:
// esbuild bundles it with its Workbox modules, then workbox-build writes the precache list into
// it (docs/decisions/0029-service-worker.md).
//
// What is precached is chosen here on purpose: the files index.html itself loads (the entry
// script, its preloaded modules, the style sheet, the fonts), the icons and the manifest. The
// page chunks are not: they are cached as the member uses them, so installing the worker costs
// a phone a few hundred kilobytes, not every game and tool of the site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const webDir = path.resolve('dist/web');
const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
const shellAssets = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]))];
if (!shellAssets.some((file) => file.endsWith('.js'))) throw new Error('index.html names no script');

const bundled = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-')), 'sw.js');
await build({
  entryPoints: ['src/web/service-worker/service-worker.ts'],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  // Workbox leaves its development logging out of a production build.
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: bundled,
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(webDir, 'sw.js'),
  globDirectory: webDir,
  globPatterns: ['index.html', 'manifest.webmanifest', 'favicon.svg', 'icon-192.png', ...shellAssets],
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB`);
