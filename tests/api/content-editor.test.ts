import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { listAudit } from '../../src/server/db/audit-repo';
import { CONTENT_MESSAGES } from '../../src/shared/api/content-editor';
import type { ClubContent } from '../../src/shared/content-schema';
import { bearer, describeEachDatabase, makeOrganiser, multipart, signUp } from './helpers';
import { pixelBombPng, png } from './images';

const fileContent = (): ClubContent => JSON.parse(fs.readFileSync('content/club.json', 'utf8'));

/** The content block the server writes into the page. */
const inlined = (html: string) =>
  JSON.parse(/<script type="application\/json" id="club-content">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

function webDir(): string {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'club-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

describeEachDatabase(
  'club content edited by organisers: versions, restore, every instance follows, assets',
  (ctx) => {
    const app = () => ctx().app;
    let organiser: Awaited<ReturnType<typeof signUp>>;
    const as = () => bearer(organiser.token);
    const save = (content: unknown, baseVersion: number | null) =>
      app().inject({
        method: 'PUT',
        url: '/api/organisers/content',
        headers: as(),
        payload: { ...(content as object), baseVersion },
      });
    const current = async () =>
      (await app().inject({ url: '/api/organisers/content', headers: as() })).json() as {
        content: ClubContent;
        version: { id: number; authorUsername: string } | null;
      };

    it('starts from the content file: no version yet', async () => {
      organiser = await signUp(app());
      await makeOrganiser(app(), organiser.username);
      const res = await app().inject({ url: '/api/organisers/content', headers: as() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ content: fileContent(), version: null });
      expect((await app().inject({ url: '/api/content' })).json()).toEqual(fileContent());
    });

    it('ships honest defaults: no example address, no borrowed calendar, no example videos', async () => {
      const shipped = await app().inject({ url: '/api/content' });
      expect(shipped.body).not.toMatch(/example\.(org|com|net)|PL-example|holiday/i);
      const content = shipped.json() as ClubContent;
      expect(content.clubEmail).toBeUndefined();
      expect(content.calendar).toEqual({ title: 'Club events calendar' });
      expect(content.tutorials).toEqual([]);
      const page = await app().inject({ url: '/calendar' });
      expect(page.body).not.toMatch(/example\.org|PL-example/);
    });

    it('a save becomes the current content: the API, the page and the CSP follow it', async () => {
      const edited = fileContent();
      edited.motd.message = 'Saved in the app';
      edited.clubEmail = 'events@midwestcosplay.test';
      edited.calendar.embedUrl = 'https://calendar.google.com/calendar/embed?src=club';
      edited.tutorials = [{ title: 'Hems', embedUrl: 'https://www.youtube-nocookie.com/embed/hems' }];
      edited.stores.iowa = {
        mapEmbedUrl: 'https://maps.example.org/embed?q=iowa',
        stores: [{ name: 'Corn Crafts', sells: 'Foam', town: 'Ames', website: 'https://corn.example.org/' }],
      };
      const before = await app().inject({ url: '/' });
      expect(before.headers['content-security-policy']).not.toContain('https://maps.example.org');
      const res = await save(edited, null);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: expect.any(Number),
        authorUsername: organiser.username,
        restoredFrom: null,
      });

      const api = await app().inject({ url: '/api/content' });
      expect(api.json().motd.message).toBe('Saved in the app');
      expect(api.headers['cache-control']).toBe('public, max-age=3');
      const page = await app().inject({ url: '/' });
      expect(inlined(page.body).motd.message).toBe('Saved in the app');
      expect(inlined(page.body).stores.iowa.stores[0].name).toBe('Corn Crafts');
      expect(page.headers['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/maps\.example\.org/);
      expect(page.headers['content-security-policy']).toMatch(
        /frame-src [^;]*https:\/\/calendar\.google\.com/,
      );
      expect(page.headers['content-security-policy']).toMatch(
        /frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/,
      );
      expect(inlined(page.body).clubEmail).toBe('events@midwestcosplay.test');
      expect((await app().inject({ url: '/api/content' })).headers['content-security-policy']).toMatch(
        /frame-src [^;]*https:\/\/maps\.example\.org/,
      );
      const mine = await current();
      expect(mine.version).toMatchObject({ id: res.json().id, authorUsername: organiser.username });
    });

    it('refuses invalid content with 400 naming the field, and changes nothing', async () => {
      const { content, version } = await current();
      const bad = structuredClone(content);
      bad.motd.conventions[1]!.url = 'http://plain.example.org/';
      const res = await save(bad, version!.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid motd.conventions.1.url: must be an https:// address');
      const empty = await save({ ...content, welcome: '' }, version!.id);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/^Invalid welcome: /);
      const video = { title: 'A video', embedUrl: 'https://www.youtube-nocookie.com/embed/a' };
      const three = await save({ ...content, tutorials: [video, video, video] }, version!.id);
      expect(three.statusCode).toBe(400);
      expect(three.json().message).toMatch(/^Invalid tutorials: /);
      const badEmail = await save({ ...content, clubEmail: 'events' }, version!.id);
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().message).toMatch(/^Invalid clubEmail: /);
      expect(await current()).toEqual({ content, version });
      expect((await app().inject({ url: '/api/content' })).json()).toEqual(content);
    });

    it('refuses a save on top of an older version (409) and keeps the newer one', async () => {
      const { content, version } = await current();
      const stale = await save({ ...content, welcome: 'Too late' }, null);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(CONTENT_MESSAGES.stale);
      const older = await save({ ...content, welcome: 'Also too late' }, version!.id - 1);
      expect(older.statusCode).toBe(409);
      expect((await current()).version!.id).toBe(version!.id);
      expect((await app().inject({ url: '/api/content' })).json().welcome).toBe(content.welcome);
    });

    it('lets only one of two saves made at once on the same version through', async () => {
      const { content, version } = await current();
      const both = await Promise.all([
        save({ ...content, welcome: 'Racer one' }, version!.id),
        save({ ...content, welcome: 'Racer two' }, version!.id),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = both.find((r) => r.statusCode === 200)!.json().id;
      // Back to where the other tests expect it, on top of the winner.
      expect((await save(content, winner)).statusCode).toBe(200);
    });

    it('lists versions newest first, previews one, restores it as a new version with audit entries', async () => {
      const first = await current();
      const second = await save({ ...first.content, welcome: 'Second welcome' }, first.version!.id);
      expect(second.statusCode).toBe(200);

      const list = await app().inject({ url: '/api/organisers/content/versions?limit=10', headers: as() });
      expect(list.statusCode).toBe(200);
      expect(list.json().total).toBe(4);
      expect(
        list
          .json()
          .versions.slice(0, 2)
          .map((v: { id: number }) => v.id),
      ).toEqual([second.json().id, first.version!.id]);

      const preview = await app().inject({
        url: `/api/organisers/content/versions/${first.version!.id}`,
        headers: as(),
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().content.welcome).toBe(first.content.welcome);
      const missing = await app().inject({ url: '/api/organisers/content/versions/99999', headers: as() });
      expect(missing.statusCode).toBe(404);

      const restore = await app().inject({
        method: 'POST',
        url: `/api/organisers/content/versions/${first.version!.id}/restore`,
        headers: as(),
      });
      expect(restore.statusCode, restore.body).toBe(200);
      expect(restore.json()).toMatchObject({
        restoredFrom: first.version!.id,
        authorUsername: organiser.username,
      });
      expect(restore.json().id).toBeGreaterThan(second.json().id);
      expect((await app().inject({ url: '/api/content' })).json()).toEqual(first.content);
      const after = await current();
      expect(after.content).toEqual(first.content);
      expect(after.version!.id).toBe(restore.json().id);
      const all = await app().inject({ url: '/api/organisers/content/versions', headers: as() });
      expect(all.json().total).toBe(5);
      expect(all.json().versions[0]).toMatchObject({
        id: restore.json().id,
        restoredFrom: first.version!.id,
      });

      const { entries } = await listAudit(app().deps.database.db, 0, 20);
      const content = entries.filter((e) => e.action.startsWith('content.'));
      expect(content).toHaveLength(5);
      expect(content.slice(0, 3).map((e) => [e.action, e.actorUsername, e.detail])).toEqual([
        [
          'content.restore',
          organiser.username,
          `version ${restore.json().id} (restores version ${first.version!.id})`,
        ],
        ['content.save', organiser.username, `version ${second.json().id}`],
        ['content.save', organiser.username, `version ${first.version!.id}`],
      ]);
    });

    it('takes a PNG through the photo checks and serves it as WebP; refuses a non-image and an oversized one', async () => {
      const upload = (file: { data: Buffer; filename: string; type: string }) => {
        const form = multipart({}, { image: file });
        return app().inject({
          method: 'POST',
          url: '/api/organisers/content/assets',
          headers: { ...form.headers, ...as() },
          payload: form.payload,
        });
      };
      const ok = await upload({ data: await png(800, 600), filename: 't.png', type: 'image/png' });
      expect(ok.statusCode, ok.body).toBe(201);
      const { url } = ok.json();
      expect(url).toMatch(/^\/api\/content\/assets\/[A-Za-z0-9_-]{22}$/);
      const served = await app().inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

      const text = await upload({
        data: Buffer.from('<svg onload=alert(1)>'),
        filename: 't.png',
        type: 'image/png',
      });
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toBe('Image: this file is not a JPEG, PNG or WebP image');
      const bomb = await upload({ data: pixelBombPng(), filename: 'b.png', type: 'image/png' });
      expect(bomb.statusCode).toBe(400);
      expect(bomb.json().message).toMatch(/too many pixels/);
      const huge = await upload({
        data: Buffer.alloc(21 * 1024 * 1024, 1),
        filename: 'h.png',
        type: 'image/png',
      });
      expect(huge.statusCode).toBe(413);
      const none = await app().inject({
        method: 'POST',
        url: '/api/organisers/content/assets',
        headers: as(),
        payload: {},
      });
      expect(none.statusCode).toBe(400);
      expect((await app().inject({ url: '/api/content/assets/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(
        404,
      );

      // The address fits the content's template image.
      const { content, version } = await current();
      content.motd.template.url = url;
      expect((await save(content, version!.id)).statusCode).toBe(200);
    });
  },
  { config: () => ({ webDir: webDir() }), build: { jobTimer: false } },
);
