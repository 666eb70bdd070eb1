import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_PAGES, isAppPage } from '../../src/server/plugins/app-pages';
import { pagePatterns } from '../../src/web/router';
import { describeEachDatabase } from './helpers';

// A stand-in for the built app: the status is decided by the path, not by what the shell holds.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"><main id="main"></main></div></body></html>',
);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

describe('the server’s list of app pages', () => {
  it('is the client router’s list of pages', () => {
    expect([...APP_PAGES].sort()).toEqual(pagePatterns().sort());
  });

  it('matches addresses as the client router does', () => {
    for (const known of [
      '/',
      '/events',
      '/Events/',
      '/events/12',
      '/public/some%20one/card',
      '/organisers',
      '//',
    ])
      expect(isAppPage(known), known).toBe(true);
    for (const unknown of ['/no/such/page', '/eventsx', '/events/12/nope', '/public/', '/index.htm'])
      expect(isAppPage(unknown), unknown).toBe(false);
  });
});

describeEachDatabase(
  'unknown page addresses',
  (ctx) => {
    it('answer the app’s HTML with status 404, compressed or not, for GET and HEAD', async () => {
      for (const url of ['/no/such/page', '/nosuchpage?x=1', '/events/1/nope', '/createuser/extra']) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<div id="root">');
        expect(res.body).toContain('id="club-content"');
      }
      const br = await ctx().app.inject({ url: '/no/such/page', headers: { 'accept-encoding': 'br' } });
      expect(br.statusCode).toBe(404);
      expect(br.headers['content-encoding']).toBe('br');
      expect((await ctx().app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
    });

    it('leave every page of the app, and its unknown ids, at 200', async () => {
      for (const url of [
        '/',
        '/events',
        '/events/999999',
        '/public/nosuchmember',
        '/organisers/audit',
        '/Login/',
      ]) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
      }
    });

    it('keep JSON 404s for unknown API paths and assets, and the API’s own 404s, JSON', async () => {
      for (const url of ['/api/nothing-here', '/api', '/assets/missing.js']) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'There is nothing at this address' });
      }
      const event = await ctx().app.inject({ url: '/api/events/999999' });
      expect(event.statusCode).toBe(404);
      expect(event.headers['content-type']).toContain('application/json');
      const post = await ctx().app.inject({ method: 'POST', url: '/events', payload: {} });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ message: 'There is nothing at this address' });
    });
  },
  { config: { webDir } },
);
