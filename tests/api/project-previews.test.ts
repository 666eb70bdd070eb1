import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { setPrivacy, setStatus } from './event-helpers';
import { describeEachDatabase, putProfile, signUp } from './helpers';
import { call, newProject, uploadProjectPhoto } from './project-api-helpers';

const PUBLIC_URL = 'https://club.example.org';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-project-previews-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Midwest Cosplay &amp; Maker Club</title><meta name="description" content="Club" /></head><body><div id="root"><main id="main"></main></div></body></html>',
);

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

/**
 * Issue 36: a project's page carries a link preview, its cover a 1200×630 image, and the sitemap
 * its address, exactly when a visitor may see it and its maker may be found and indexed. Anything
 * else gets what an unknown address gets.
 */
describeEachDatabase(
  'projects in link previews and the sitemap',
  (ctx) => {
    const app = () => ctx().app;
    const get = (url: string) => app().inject({ url });
    const maker = async (fields: Record<string, string> = {}) => {
      const m = await signUp(app(), { firstname: 'Ada' });
      if (Object.keys(fields).length > 0) {
        const res = await putProfile(app(), m.userId, m.token, fields);
        expect(res.statusCode, res.body).toBe(200);
      }
      return m;
    };
    const withCover = async (token: string, id: number) => {
      const photo = (await uploadProjectPhoto(app(), token, id, { alt: 'Finished armour' })).json();
      const res = await call(app(), 'PATCH', `/api/projects/${id}`, token, { coverPhotoId: photo.id });
      expect(res.statusCode, res.body).toBe(200);
      return photo.id as string;
    };
    const sitemap = async () => (await get('/sitemap.xml')).body;

    it('an open project: title, what and by whom, its cover; in the sitemap', async () => {
      const m = await maker();
      const project = await newProject(app(), m.token, {
        title: 'Paladin armour',
        character: 'Leona',
        series: 'League of Legends',
        visibility: 'everyone',
        description: 'Foam and worbla, sealed with Plasti Dip.',
      });
      const photoId = await withCover(m.token, project.id);
      const page = (await get(`/projects/${project.id}`)).body;
      expect(meta(page, 'og:title')).toBe('Paladin armour');
      expect(meta(page, 'og:description')).toBe(
        'Leona (League of Legends) · by Ada · Planning. Foam and worbla, sealed with Plasti Dip.',
      );
      expect(meta(page, 'og:url')).toBe(`${PUBLIC_URL}/projects/${project.id}`);
      const image = meta(page, 'og:image') ?? '';
      expect(image).toBe(`${PUBLIC_URL}/api/projects/${project.id}/cover/${photoId}/og`);
      const og = await get(image.replace(PUBLIC_URL, ''));
      expect(og.statusCode).toBe(200);
      expect(og.headers['content-type']).toBe('image/jpeg');
      expect(og.headers['cache-control']).toBe('no-cache');
      expect(await sitemap()).toContain(`<loc>${PUBLIC_URL}/projects/${project.id}</loc>`);
    });

    it('members-only, private, a members-only maker, a noindex maker, a suspended maker: no preview, no cover, not in the sitemap', async () => {
      const cases: { name: string; id: number; photoId: string }[] = [];
      const add = async (name: string, visibility: 'everyone' | 'members' | 'private', fields = {}) => {
        const m = await maker(fields);
        const project = await newProject(app(), m.token, { title: `Hidden ${name}`, visibility });
        cases.push({ name, id: project.id, photoId: await withCover(m.token, project.id) });
        return m;
      };
      await add('members', 'members');
      await add('private', 'private');
      await add('noindex', 'everyone', { indexable: 'false' });
      const membersOnly = await add('profile', 'everyone');
      await setPrivacy(app(), membersOnly.userId, { visibility: 'members' });
      const suspended = await add('suspended', 'everyone');
      await setStatus(app(), suspended.userId, 'suspended');
      const map = await sitemap();
      for (const c of cases) {
        const page = (await get(`/projects/${c.id}`)).body;
        expect(meta(page, 'og:title'), c.name).toBeUndefined();
        expect(page, c.name).not.toContain(`Hidden ${c.name}`);
        expect((await get(`/api/projects/${c.id}/cover/${c.photoId}/og`)).statusCode, c.name).toBe(404);
        expect(map, c.name).not.toContain(`/projects/${c.id}<`);
      }
    });

    it('a project made private leaves the sitemap and its cover at once; a photo that is not the cover has none', async () => {
      const m = await maker();
      const project = await newProject(app(), m.token, { title: 'Going private', visibility: 'everyone' });
      const photoId = await withCover(m.token, project.id);
      const other = (await uploadProjectPhoto(app(), m.token, project.id, { alt: 'Another' })).json();
      expect((await get(`/api/projects/${project.id}/cover/${other.id}/og`)).statusCode).toBe(404);
      expect((await get(`/api/projects/${project.id}/cover/${photoId}/og`)).statusCode).toBe(200);
      expect(await sitemap()).toContain(`/projects/${project.id}<`);
      const res = await call(app(), 'PATCH', `/api/projects/${project.id}`, m.token, {
        visibility: 'private',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await get(`/api/projects/${project.id}/cover/${photoId}/og`)).statusCode).toBe(404);
      expect(await sitemap()).not.toContain(`/projects/${project.id}<`);
      expect(meta((await get(`/projects/${project.id}`)).body, 'og:title')).toBeUndefined();
    });
  },
  { config: { webDir, publicUrl: PUBLIC_URL } },
);
