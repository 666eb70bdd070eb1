import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { cancelEvent, createEvent, pendingMember, setStatus } from './event-helpers';
import { bearer, describeEachDatabase, multipart, putProfile, signUp } from './helpers';
import { png } from './images';

/** jsdom (the component tests' DOM; it ships no types of its own): reads the page as a browser does. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const PUBLIC_URL = 'https://club.example.org';
const SITE = 'Midwest Cosplay & Maker Club';
/** The head of the real index.html, as far as previews touch it. */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-previews-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Midwest Cosplay &amp; Maker Club: cosplayers and makers of twelve Midwest states." />
    <title>Midwest Cosplay &amp; Maker Club</title>
  </head>
  <body><div id="root"><main id="main"></main></div></body>
</html>`,
);

const HOSTILE = `"><script>alert(1)</script>`;

/** The head as a browser (or a link-preview crawler) reads it. */
function headOf(html: string) {
  const { document } = new JSDOM(html).window;
  const meta: Record<string, string> = {};
  for (const tag of document.head.querySelectorAll('meta[name], meta[property]')) {
    meta[tag.getAttribute('property') ?? tag.getAttribute('name') ?? ''] = tag.getAttribute('content') ?? '';
  }
  return {
    title: document.title,
    titles: document.querySelectorAll('title').length,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    // The page's only script is the club content's inert data block.
    scripts: document.querySelectorAll('script:not(#club-content)').length,
    /** The page's title painted from the HTML before the script (lib/first-paint.ts), if any. */
    heading: document.querySelector('main h1')?.textContent,
  };
}

describeEachDatabase(
  'link previews in the pages of profiles and events',
  (ctx) => {
    const app = () => ctx().app;
    const get = (url: string, headers: Record<string, string> = {}) => app().inject({ url, headers });
    // An address without a head of its own ("/" has the landing hero painted in).
    const generic = async () => (await get('/no/such/page')).body;
    const photo = async () => ({ data: await png(300, 200), filename: 'p.png', type: 'image/png' });
    const member = async (fields: Record<string, string> = {}, withPhoto = true) => {
      const m = await signUp(app(), { firstname: 'Ada', lastname: 'Stitch' });
      const files: Record<string, Awaited<ReturnType<typeof photo>>> = withPhoto
        ? { profileImage: await photo() }
        : {};
      const res = await putProfile(app(), m.userId, m.token, { state: 'Kansas', ...fields }, files);
      expect(res.statusCode, res.body).toBe(200);
      return m;
    };
    const pagePath = (url: string) => url.replace(PUBLIC_URL, '');

    it('a public profile: title, description, canonical, Open Graph and a large Twitter card', async () => {
      const about = `I build foam armour and wigs. ${'Every weekend I sew more. '.repeat(12)}`;
      const m = await member({ about, imawhat: 'Cosplayer' });
      const res = await get(`/public/${m.username}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['x-robots-tag']).toBeUndefined();
      const head = headOf(res.body);
      const url = `${PUBLIC_URL}/public/${m.username}`;
      expect(head.title).toBe(`Ada Stitch · ${SITE}`);
      expect(head.titles).toBe(1);
      expect(head.canonical).toBe(url);
      const description = head.meta.description ?? '';
      expect(description.startsWith('I build foam armour and wigs. Every weekend')).toBe(true);
      expect(description.endsWith('…')).toBe(true);
      expect(Array.from(description).length).toBeLessThanOrEqual(200);
      const image = head.meta['og:image'] ?? '';
      expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/api/images/[\\w-]{22}/og$`));
      expect(head.meta).toMatchObject({
        'og:type': 'profile',
        'og:title': 'Ada Stitch',
        'og:description': description,
        'og:url': url,
        'og:site_name': SITE,
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': 'Profile photo of Ada Stitch',
        'profile:username': m.username,
        'twitter:card': 'summary_large_image',
        'twitter:title': 'Ada Stitch',
        'twitter:description': description,
        'twitter:image': image,
      });
      // The preview's image is the 1200×630 rendition the image routes serve to anyone.
      const og = await get(pagePath(image));
      expect(og.statusCode).toBe(200);
      expect(og.headers['content-type']).toBe('image/jpeg');
      // The photo preload stays; the page is the app's page otherwise.
      // (the rendition the page's <img> will pick: same srcset and sizes)
      expect(res.headers.link).toMatch(
        /^<\/api\/images\/[\w-]{22}>; rel=preload; as=image; imagesrcset="[^"]+ \d+w"; imagesizes="[^"]+"; fetchpriority=high$/,
      );
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('id="club-content"');
      // The member's name shows with the HTML, before the script.
      expect(head.heading).toBe('Ada Stitch');
    });

    it('without a photo: a small Twitter card and no image; a description from the profile', async () => {
      const m = await member({ about: '', imawhat: 'Maker', city: 'Wichita' }, false);
      const head = headOf((await get(`/public/${m.username}`)).body);
      expect(head.meta['twitter:card']).toBe('summary');
      expect(head.meta['og:image']).toBeUndefined();
      expect(head.meta.description).toBe(`Ada Stitch — Maker in Wichita, Kansas. A member of ${SITE}.`);
    });

    it('the same page compressed: brotli and gzip decode to the plain page', async () => {
      const m = await member({ about: 'Compressed.' });
      const url = `/public/${m.username}`;
      const plain = (await get(url)).body;
      expect(headOf(plain).meta.description).toBe('Compressed.');
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect(res.headers['content-encoding']).toBe(encoding);
        const decoded =
          encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
        expect(decoded.toString()).toBe(plain);
        // Again, from the kept copy: the same bytes.
        expect((await get(url, { 'accept-encoding': encoding })).rawPayload.equals(res.rawPayload)).toBe(
          true,
        );
      }
    });

    it('members-only, unlisted, suspended, pending, deleting and unknown profiles get the generic page', async () => {
      const page = await generic();
      expect(headOf(page).title).toBe(SITE);
      expect(headOf(page).meta['og:title']).toBeUndefined();
      expect(headOf(page).heading).toBeUndefined();
      const membersOnly = await member({ visibility: 'members', indexable: 'false' });
      const unlisted = await member({ listed: 'false' });
      const suspended = await member();
      await setStatus(app(), suspended.userId, 'suspended');
      const deleting = await member();
      await app()
        .deps.database.db.updateTable('users')
        .set({ deleted_at: Date.now() })
        .where('id', '=', deleting.userId)
        .execute();
      const pending = await pendingMember(app());
      for (const username of [
        membersOnly.username,
        unlisted.username,
        suspended.username,
        deleting.username,
        pending.username,
        'no-such-member-here',
      ]) {
        const res = await get(`/public/${username}`);
        expect(res.statusCode, username).toBe(200);
        expect(res.body, username).toBe(page);
        // A members-only profile does not even say noindex: nothing tells it from an unknown name.
        if (username !== unlisted.username) {
          expect(res.headers['x-robots-tag'], username).toBeUndefined();
          expect(res.headers.link, username).toBeUndefined();
        }
      }
      // A signed-in member's browser gets the same page: previews are for what anyone may see.
      const viewer = await signUp(app());
      expect((await get(`/public/${membersOnly.username}`, bearer(viewer.token))).body).toBe(page);
    });

    it('a profile that is not indexable: no preview, the noindex page as before', async () => {
      const m = await member({ indexable: 'false' });
      const res = await get(`/public/${m.username}`);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toBe(
        (await generic()).replace('<head>', '<head>\n    <meta name="robots" content="noindex">'),
      );
    });

    it('escapes hostile names and text: nothing of theirs becomes markup', async () => {
      const m = await member({
        firstname: HOSTILE,
        lastname: `O'Brien & "Zoë" 🦊`,
        about: `${HOSTILE} <img src=x onerror=alert(2)> & 'quotes' $& $1`,
      });
      const res = await get(`/public/${m.username}`);
      const head = headOf(res.body);
      const name = `${HOSTILE} O'Brien & "Zoë" 🦊`;
      expect(head.title).toBe(`${name} · ${SITE}`);
      expect(head.meta['og:title']).toBe(name);
      expect(head.meta['twitter:title']).toBe(name);
      expect(head.meta['og:image:alt']).toBe(`Profile photo of ${name}`);
      expect(head.meta.description).toBe(`${HOSTILE} <img src=x onerror=alert(2)> & 'quotes' $& $1`);
      expect(head.scripts).toBe(0);
      expect(head.heading).toBe(name);
      expect(res.body).not.toContain('<script>');
      expect(res.body).not.toContain('<img');
      expect(res.body).toContain(
        '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; &quot;Zoë&quot; 🦊',
      );
    });

    it('a public event: its title, when and where in its zone, its cover; members-only ones are generic', async () => {
      const host = await signUp(app());
      const id = await createEvent(app(), host.token, { title: `Build night & ${HOSTILE}` });
      const form = multipart(
        {},
        { image: { data: await png(640, 360), filename: 'c.png', type: 'image/png' } },
      );
      const cover = await app().inject({
        method: 'PUT',
        url: `/api/events/${id}/cover`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(host.token) },
      });
      expect(cover.statusCode, cover.body).toBe(200);
      const coverId = (cover.json().cover as string).split('/').pop();
      const head = headOf((await get(`/events/${id}`)).body);
      const title = `Build night & ${HOSTILE}`;
      expect(head.title).toBe(`${title} · ${SITE}`);
      expect(head.canonical).toBe(`${PUBLIC_URL}/events/${id}`);
      expect(head.meta).toMatchObject({
        'og:type': 'website',
        'og:title': title,
        'og:url': `${PUBLIC_URL}/events/${id}`,
        'og:image': `${PUBLIC_URL}/api/events/${id}/cover/${coverId}/og`,
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
      });
      expect(head.meta.description).toBe(
        'Thursday, March 7, 2030 at 6:00 PM CST · Maker Hall, Wichita, Kansas. Bring your foam and your glue gun.',
      );
      expect(head.scripts).toBe(0);
      const og = await get(pagePath(head.meta['og:image'] ?? ''));
      expect(og.statusCode).toBe(200);
      expect(og.headers['content-type']).toBe('image/jpeg');

      expect((await cancelEvent(app(), id, host.token)).statusCode).toBe(200);
      expect(headOf((await get(`/events/${id}`)).body).meta['og:title']).toBe(`Cancelled: ${title}`);

      const page = await generic();
      const secret = await createEvent(app(), host.token, { visibility: 'members', title: 'Members night' });
      expect((await get(`/events/${secret}`)).body).toBe(page);
      expect((await get('/events/999999999')).body).toBe(page);
      // A suspended host's events are out of sight, their pages too.
      const open = await createEvent(app(), host.token, { title: 'Open night' });
      expect(headOf((await get(`/events/${open}`)).body).meta['og:title']).toBe('Open night');
      await setStatus(app(), host.userId, 'suspended');
      expect((await get(`/events/${open}`)).body).toBe(page);
    });
  },
  { config: { webDir, publicUrl: PUBLIC_URL } },
);
