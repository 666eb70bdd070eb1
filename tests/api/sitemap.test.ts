import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { createEvent, pendingMember, setStatus } from './event-helpers';
import { describeEachDatabase, putProfile, signUp } from './helpers';

const PUBLIC_URL = 'https://club.example.org';
const FIXED = [
  '/',
  '/search',
  '/events',
  '/projects',
  '/measurements',
  '/tetris',
  '/memorycardgame',
  '/createuser',
];
/** With a web build present, so that the answers are seen not to be the app's page. */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-sitemap-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Club</title></head><body><div id="root"></div></body></html>',
);
const clock = { now: Date.now() };
const REDIS_URL = process.env.TEST_REDIS_URL;
/** On PostgreSQL the answer cache (which the sitemap follows) runs only beside Redis. */
const withRedis = (name: string) =>
  REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:${name}:${process.pid}:` } : {};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
const paths = (xml: string) => locs(xml).map((loc) => loc.replace(PUBLIC_URL, ''));

describeEachDatabase(
  'robots.txt and the sitemap',
  (ctx) => {
    const app = () => ctx().app;
    const get = (url: string) => app().inject({ url });
    const member = async (fields: Record<string, string> = {}) => {
      const m = await signUp(app());
      if (Object.keys(fields).length > 0) {
        const res = await putProfile(app(), m.userId, m.token, fields);
        expect(res.statusCode, res.body).toBe(200);
      }
      return m;
    };

    it('robots.txt: open but for the API and members’ pages, and where the sitemap is', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const lines = res.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const path of [
        '/api/',
        '/settings',
        '/organisers',
        '/update/',
        '/users',
        '/calendar',
        '/events/new',
      ])
        expect(lines).toContain(`Disallow: ${path}`);
      // The public pages' own reads stay open, or crawlers that run the app would see empty pages.
      expect(lines).toContain('Allow: /api/public/');
      expect(lines).toContain('Allow: /api/images/');
      expect(lines.filter((l) => /^Disallow: \/(public|events$|search)/.test(l))).toEqual([]);
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(res.body).not.toContain('<div id="root">');
    });

    it('lists the fixed pages, open profiles and public events of live hosts; nothing else', async () => {
      const open = await member({ about: 'Hello' });
      const hidden = {
        membersOnly: await member({ visibility: 'members' }),
        unlisted: await member({ listed: 'false' }),
        noindex: await member({ indexable: 'false' }),
        suspended: await member(),
        deleting: await member(),
        pending: await pendingMember(app()),
      };
      const goneHostEvent = await createEvent(app(), hidden.suspended.token, {});
      await setStatus(app(), hidden.suspended.userId, 'suspended');
      await app()
        .deps.database.db.updateTable('users')
        .set({ deleted_at: clock.now })
        .where('id', '=', hidden.deleting.userId)
        .execute();
      const upcoming = await createEvent(app(), open.token, { title: 'Upcoming' });
      const past = await createEvent(app(), open.token, {
        startsAt: '2021-03-07T18:00:00-06:00',
        endsAt: '2021-03-07T21:00:00-06:00',
      });
      const membersOnlyEvent = await createEvent(app(), open.token, { visibility: 'members' });

      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
      expect(res.body).not.toContain('<div id="root">');
      const listed = paths(res.body);
      expect(listed).toEqual([
        ...FIXED,
        `/public/${open.username}`,
        `/events/${upcoming}`,
        `/events/${past}`,
      ]);
      for (const m of Object.values(hidden)) expect(res.body).not.toContain(m.username);
      for (const id of [membersOnlyEvent, goneHostEvent]) expect(listed).not.toContain(`/events/${id}`);

      const row = await app()
        .deps.database.db.selectFrom('users')
        .select('updated_at')
        .where('id', '=', open.userId)
        .executeTakeFirstOrThrow();
      const lastmod = new Date(Number(row.updated_at)).toISOString().replace(/\.\d{3}Z$/, 'Z');
      expect(res.body).toContain(
        `<url><loc>${PUBLIC_URL}/public/${open.username}</loc><lastmod>${lastmod}</lastmod></url>`,
      );
      // One file holds them all: there are no pages.
      expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
    });

    it('goes compressed to a crawler that accepts it, and plain to one that does not', async () => {
      await member({ city: 'Ames' });
      const plain = await get('/sitemap.xml');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      const decoders = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync };
      for (const [encoding, decode] of Object.entries(decoders)) {
        const res = await app().inject({ url: '/sitemap.xml', headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      }
    });

    it('is kept for ten minutes against changes behind the API, and a sign-up through it shows at once', async () => {
      expect(app().answers.stats().enabled).toBe(true); // the suite runs with the cache on
      const quiet = await member();
      const before = (await get('/sitemap.xml')).body;
      expect(before).toContain(quiet.username);
      await app()
        .deps.database.db.updateTable('users')
        .set({ indexable: 0 })
        .where('id', '=', quiet.userId)
        .execute();
      clock.now += 9 * 60_000;
      expect((await get('/sitemap.xml')).body).toBe(before);
      clock.now += 60_000;
      expect((await get('/sitemap.xml')).body).not.toContain(quiet.username);
      const newcomer = await member();
      expect(paths((await get('/sitemap.xml')).body)).toContain(`/public/${newcomer.username}`);
    });

    it('answers an unchanged sitemap with 304 to a crawler that has it, each encoding with its own tag', async () => {
      const plain = await get('/sitemap.xml');
      const gzip = await app().inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(gzip.headers.etag).not.toBe(plain.headers.etag);
      for (const [res, headers] of [
        [plain, {}],
        [gzip, { 'accept-encoding': 'gzip' }],
      ] as const) {
        const again = await app().inject({
          url: '/sitemap.xml',
          headers: { ...headers, 'if-none-match': String(res.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
      await member(); // any write: a new sitemap, a new tag
      const changed = await app().inject({
        url: '/sitemap.xml',
        headers: { 'if-none-match': String(plain.headers.etag) },
      });
      expect(changed.statusCode).toBe(200);
    });
  },
  {
    config: () => ({ webDir, publicUrl: PUBLIC_URL, ...withRedis('sitemap') }),
    build: { now: () => clock.now },
  },
);

describeEachDatabase(
  'a sitemap past its page size becomes an index of pages',
  (ctx) => {
    const app = () => ctx().app;
    const get = (url: string) => app().inject({ url });

    it('names each page, and the pages hold every address once', async () => {
      const members = [await signUp(app()), await signUp(app()), await signUp(app())];
      const events = [
        await createEvent(app(), members[0]!.token),
        await createEvent(app(), members[1]!.token),
      ];
      const expected = [
        ...FIXED,
        ...members.map((m) => `/public/${m.username}`),
        ...events.map((id) => `/events/${id}`),
      ];
      const index = await get('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const pages = locs(index.body);
      expect(pages).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));
      const seen: string[] = [];
      for (const page of pages) {
        const res = await get(page.replace(PUBLIC_URL, ''));
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<urlset');
        expect(paths(res.body).length).toBeLessThanOrEqual(5);
        seen.push(...paths(res.body));
      }
      expect(seen).toEqual(expected);
      expect((await get('/sitemap-4.xml')).statusCode).toBe(404);
      const bad = await get('/sitemap-0.xml');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'The sitemap page must be a number from 1' });
      expect((await get('/sitemap-abc.xml')).statusCode).toBe(400);
    });
  },
  { config: () => ({ publicUrl: PUBLIC_URL, ...withRedis('sitemap-pages') }), build: { sitemapPageSize: 5 } },
);
