import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { disposeTestDatabase, testConfig } from './helpers';

/** Serving the built SPA: fallback to index.html, inline club content, caching, JSON 404s. */
describe('[sqlite] web app serving', () => {
  const config = testConfig('sqlite');
  let app: FastifyInstance;

  beforeAll(async () => {
    const web = path.join(config.dataDir, 'web');
    fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html><body><div id="root"><main id="main"></main></div></body></html>',
    );
    fs.writeFileSync(path.join(web, 'assets', 'main-abc123.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(web, 'sw.js'),
      `self.addEventListener('push', () => {}); // ${'x'.repeat(2000)}`,
    );
    fs.writeFileSync(path.join(web, 'manifest.webmanifest'), '{"name":"Club"}');
    const content = JSON.parse(fs.readFileSync('content/club.json', 'utf8'));
    content.welcome = 'Hi </script><script>alert(1)</script>';
    const contentFile = path.join(config.dataDir, 'club.json');
    fs.writeFileSync(contentFile, JSON.stringify(content));
    fs.cpSync('content/assets', path.join(config.dataDir, 'assets'), { recursive: true });
    app = await buildApp({ ...config, webDir: web, contentFile });
  });
  afterAll(async () => {
    await app.close();
    await disposeTestDatabase(config);
  });

  it('answers client routes with index.html carrying the club content as an inert, escaped data block', async () => {
    for (const url of ['/', '/users', '/public/someone', '/no/such/page']) {
      const res = await app.inject({ url });
      // An address the app has no page for gets the same page with 404 (not-found-status.test.ts).
      expect(res.statusCode).toBe(url === '/no/such/page' ? 404 : 200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const html = (await app.inject({ url: '/' })).body;
    const block = /<script type="application\/json" id="club-content">(.*?)<\/script>/.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('</script>');
    expect(JSON.parse(block!).welcome).toBe('Hi </script><script>alert(1)</script>');
  });

  it('paints the landing hero into "/" only, with the club\'s welcome text escaped', async () => {
    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const html = zlib.brotliDecompressSync(home.rawPayload).toString();
    const main = /<main id="main">(.*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toContain(
      '<h1 id="page-title" class="home-title">Welcome to the Midwest Cosplay &amp; Maker Club</h1>',
    );
    expect(main).toContain(
      '<p class="lead home-lead">Hi &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(main).not.toContain('<script');
    for (const url of ['/users', '/public/someone', '/no/such/page']) {
      expect((await app.inject({ url })).body).toContain('<main id="main"></main>');
    }
  });

  it('sends the page compressed to browsers that accept it (brotli first, then gzip)', async () => {
    const plain = (await app.inject({ url: '/users' })).body;
    const br = await app.inject({ url: '/users', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain));
    const gzip = await app.inject({ url: '/users', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await app.inject({ url: '/users' })).headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year and keeps API and asset misses as 404s', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is nothing at this address' });
    expect(missing.headers['content-security-policy']).toBeDefined();
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'There is nothing at this address' });
    expect(api.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'POST', url: '/users' })).statusCode).toBe(404);
  });

  it('serves the service worker at the root with no-cache (a new build is found on the next visit)', async () => {
    const plain = await app.inject({ url: '/sw.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('text/javascript');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toContain("addEventListener('push'");
    const gzipped = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    // The other root files keep their short cache; the page's policy lets it start the worker.
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('public, max-age=300');
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('serves the content assets (the downloadable template)', async () => {
    const res = await app.inject({ url: '/content-assets/cosplay-template.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });
});
