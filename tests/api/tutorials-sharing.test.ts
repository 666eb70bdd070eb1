import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, putProfile, signUp } from './helpers';
import { send, tutorialOf } from './tutorial-api-helpers';

const PUBLIC_URL = 'https://club.example.org';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-tutorial-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Club</title></head><body><div id="root"><main id="main"></main></div></body></html>',
);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

/** The page head's Open Graph property, or undefined. */
const og = (html: string, key: string) =>
  new RegExp(`<meta property="og:${key}" content="([^"]*)">`).exec(html)?.[1];

/** Tutorials in link previews and the sitemap (issue 36 item 6): only what a visitor may see and find. */
describeEachDatabase(
  'tutorials: link previews and the sitemap',
  (ctx) => {
    const app = () => ctx().app;
    const page = async (id: number) => (await app().inject({ url: `/tutorials/${id}` })).body;
    const sitemap = async () => (await app().inject({ url: '/sitemap.xml' })).body;
    const loc = (id: number) => `<loc>${PUBLIC_URL}/tutorials/${id}</loc>`;

    it('a published tutorial of an open project: its preview with the project’s cover, and a sitemap address', async () => {
      const maker = await signUp(app(), { firstname: 'Robin' });
      const { project, photos, tutorial } = await tutorialOf(app(), maker.token);
      const cover = await send(app(), 'PATCH', `/api/projects/${project.id}`, maker.token, {
        coverPhotoId: photos[0].id,
      });
      expect(cover.statusCode, cover.body).toBe(200);
      // A draft: no preview, no address.
      expect(og(await page(tutorial.id), 'title')).toBeUndefined();
      expect(await sitemap()).not.toContain(loc(tutorial.id));

      await send(app(), 'PATCH', `/api/tutorials/${tutorial.id}`, maker.token, {
        published: true,
        intro: 'Bracers from **one sheet** of foam.',
      });
      const html = await page(tutorial.id);
      expect(og(html, 'title')).toBe('Foam bracers');
      expect(og(html, 'url')).toBe(`${PUBLIC_URL}/tutorials/${tutorial.id}`);
      expect(og(html, 'description')).toContain('by Robin');
      expect(og(html, 'description')).toContain('Bracers from one sheet of foam.');
      const image = og(html, 'image');
      expect(image).toBe(`${PUBLIC_URL}/api/projects/${project.id}/cover/${photos[0].id}/og`);
      const served = await app().inject({ url: String(image).replace(PUBLIC_URL, '') });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(await sitemap()).toContain(loc(tutorial.id));

      // Back to a draft: gone from both at once.
      await send(app(), 'PATCH', `/api/tutorials/${tutorial.id}`, maker.token, { published: false });
      expect(og(await page(tutorial.id), 'title')).toBeUndefined();
      expect(await sitemap()).not.toContain(loc(tutorial.id));
    });

    it('none for a project for members or only its maker, a maker who is not indexable, or a hidden tutorial', async () => {
      const maker = await signUp(app());
      const members = await tutorialOf(app(), maker.token, { visibility: 'members', publish: true });
      const mine = await tutorialOf(app(), maker.token, { visibility: 'private', publish: true });
      const open = await tutorialOf(app(), maker.token, { publish: true });
      for (const { tutorial } of [members, mine]) {
        expect(og(await page(tutorial.id), 'title')).toBeUndefined();
        expect(await sitemap()).not.toContain(loc(tutorial.id));
      }
      expect(og(await page(open.tutorial.id), 'title')).toBe('Foam bracers');
      await app()
        .deps.database.db.updateTable('project_tutorials')
        .set({ hidden_at: Date.now() })
        .where('id', '=', open.tutorial.id)
        .execute();
      expect(og(await page(open.tutorial.id), 'title')).toBeUndefined();
      expect(await sitemap()).not.toContain(loc(open.tutorial.id));

      const shy = await signUp(app());
      const theirs = await tutorialOf(app(), shy.token, { publish: true });
      expect(await sitemap()).toContain(loc(theirs.tutorial.id));
      expect((await putProfile(app(), shy.userId, shy.token, { indexable: 'false' })).statusCode).toBe(200);
      expect(og(await page(theirs.tutorial.id), 'title')).toBeUndefined();
      expect(await sitemap()).not.toContain(loc(theirs.tutorial.id));
    });
  },
  { config: { webDir, publicUrl: PUBLIC_URL } },
);
