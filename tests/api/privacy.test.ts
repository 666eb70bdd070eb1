import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MOSAIC_TTL_MS } from '../../src/server/features/profiles/mosaic-routes';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';
import { png } from './images';

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
/** Past every per-instance cache of public answers (state numbers 30 s, landing photos 60 s). */
const pastCaches = () => {
  clock.now += MOSAIC_TTL_MS + 1;
};

// A web build of one page, so the profile page itself (not only the API) can be checked.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-privacy-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Club</title></head></html>',
);

describeEachDatabase(
  'privacy settings, enforced by every public endpoint',
  (ctx) => {
    const app = () => ctx().app;
    const member = async (fields: Record<string, string> = {}) => {
      const m = await signUp(app());
      const photo = { data: await png(120, 120), filename: 'p.png', type: 'image/png' };
      const res = await putProfile(
        app(),
        m.userId,
        m.token,
        {
          state: 'Iowa',
          lastname: 'Privet',
          email: 'me@example.org',
          phonenumber: '515-555-0100',
          ...fields,
        },
        { profileImage: photo, slideshowImage0: photo },
      );
      expect(res.statusCode, res.body).toBe(200);
      return m;
    };
    const setPrivacy = async (m: { userId: number; token: string }, fields: Record<string, string>) => {
      const res = await putProfile(app(), m.userId, m.token, fields);
      expect(res.statusCode, res.body).toBe(200);
    };
    const get = (url: string, token?: string) => app().inject({ url, headers: token ? bearer(token) : {} });
    const names = (res: { json: () => unknown }) =>
      (res.json() as Array<{ username: string }>).map((c) => c.username);

    it('defaults to public, listed, contact shown and indexable, and saves each setting', async () => {
      const m = await member();
      const own = (await get(`/api/users/${m.userId}`, m.token)).json();
      expect(own).toMatchObject({
        visibility: 'everyone',
        listed: true,
        contactvisibility: 'everyone',
        indexable: true,
      });
      await setPrivacy(m, {
        visibility: 'members',
        listed: 'false',
        contactvisibility: 'nobody',
        indexable: 'false',
      });
      const saved = (await get(`/api/users/${m.userId}`, m.token)).json();
      expect(saved).toMatchObject({
        visibility: 'members',
        listed: false,
        contactvisibility: 'nobody',
        indexable: false,
      });
      // Other fields are untouched by a privacy-only save.
      expect(saved.lastname).toBe('Privet');
    });

    it('refuses a value it does not know with a 400 that says what is allowed, and changes nothing', async () => {
      const m = await member();
      for (const [field, value, message] of [
        ['visibility', 'friends', /everyone.*members/],
        ['listed', 'maybe', /true.*false/],
        ['contactvisibility', 'some', /nobody/],
        ['indexable', '1', /true.*false/],
      ] as const) {
        const res = await putProfile(app(), m.userId, m.token, { [field]: value, lastname: 'Changed' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      expect((await get(`/api/users/${m.userId}`, m.token)).json()).toMatchObject({
        lastname: 'Privet',
        visibility: 'everyone',
      });
    });

    it('members-only: anonymous visitors get what an unknown name gets; members see the profile', async () => {
      const m = await member();
      const viewer = await signUp(app());
      await setPrivacy(m, { visibility: 'members' });
      const unknown = await get('/api/public/no-such-member-here');
      for (const url of [`/api/public/${m.username}`, `/api/public/${m.username}/slideshow`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(unknown.body);
        expect((await get(url, viewer.token)).statusCode).toBe(200);
      }
      expect(names(await get(`/api/search?query=${m.username}`))).not.toContain(m.username);
      expect(names(await get(`/api/search?query=${m.username}`, viewer.token))).toContain(m.username);
      expect(names(await get('/api/search?query=privet'))).not.toContain(m.username);
      pastCaches();
      const mosaic = (await get('/api/home/mosaic'))
        .json()
        .members.map((x: { username: string }) => x.username);
      expect(mosaic).not.toContain(m.username);
    });

    it("members-only photos: refused to anyone without the signed URL a member's answer carries", async () => {
      const m = await member();
      const viewer = await signUp(app());
      const plain = (await get(`/api/public/${m.username}`)).json().image as string;
      expect(plain).toMatch(/^\/api\/images\/[\w-]{22}$/);
      // A public profile's page starts fetching its photo at once (Link preload).
      expect((await get(`/public/${m.username}`)).headers.link).toMatch(
        new RegExp(`^<${plain}>; rel=preload; as=image; imagesrcset="${plain} \\d+w"; `),
      );
      expect((await get(plain)).headers['cache-control']).toContain('public');
      await setPrivacy(m, { visibility: 'members' });

      for (const url of [plain, `${plain}/thumb`]) expect((await get(url)).statusCode).toBe(404);
      const seen = (await get(`/api/public/${m.username}`, viewer.token)).json();
      // The page itself no longer hints the photo to anonymous visitors.
      expect((await get(`/public/${m.username}`)).headers.link).toBeUndefined();
      expect(seen.image).toMatch(/^\/api\/images\/[\w-]{22}\?exp=\d+&sig=[\w-]+$/);
      const photo = await get(seen.image);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['cache-control']).toBe('private, max-age=86400');
      expect((await get(seen.thumbnail)).statusCode).toBe(200);
      const slides = (await get(`/api/public/${m.username}/slideshow`, viewer.token)).json()
        .images as string[];
      expect(slides).toHaveLength(1);
      expect((await get(slides[0]!)).statusCode).toBe(200);
      // The member list and search cards carry signed thumbnails too.
      const found = (await get(`/api/search?query=${m.username}`, viewer.token)).json();
      expect((await get(found[0].thumbnail)).statusCode).toBe(200);

      // A signature is for one photo and one size, and it runs out.
      expect((await get(seen.image.replace(/sig=[\w-]+/, 'sig=AAAA'))).statusCode).toBe(404);
      expect((await get(`${plain}/thumb${seen.image.slice(plain.length)}`)).statusCode).toBe(404);
      clock.now += 3 * 86_400_000;
      expect((await get(seen.image)).statusCode).toBe(404);
      // Public again: the plain address works for everyone.
      await setPrivacy(m, { visibility: 'everyone' });
      expect((await get(plain)).statusCode).toBe(200);
    });

    it('unlisted: absent from the member list, search, map counts, landing photos and leaderboard names', async () => {
      const viewer = await signUp(app());
      pastCaches();
      const before = (await get('/api/public/numbers'))
        .json()
        .results.find((r: { state: string }) => r.state === 'Iowa').count;
      const m = await member();
      const score = await app().inject({
        method: 'PUT',
        url: `/api/users/updatescore/${m.username}/TETRIS`,
        payload: { gamescore: 7_700 },
        headers: bearer(m.token),
      });
      expect(score.statusCode, score.body).toBe(200);
      await setPrivacy(m, { listed: 'false' });
      pastCaches();

      const list = (await get('/api/users?page=1&limit=50', viewer.token)).json();
      expect(list.users.map((u: { username: string }) => u.username)).not.toContain(m.username);
      expect(names(await get(`/api/search?query=${m.username}`, viewer.token))).not.toContain(m.username);
      const after = (await get('/api/public/numbers'))
        .json()
        .results.find((r: { state: string }) => r.state === 'Iowa').count;
      expect(after).toBe(before);
      const mosaic = (await get('/api/home/mosaic'))
        .json()
        .members.map((x: { username: string }) => x.username);
      expect(mosaic).not.toContain(m.username);
      const board = (await get('/api/users/getscore?gameName=TETRIS', viewer.token)).json().results;
      const row = board.find((r: { GameScore: number }) => r.GameScore === 7_700);
      expect(row?.UserName).toBe('a member');
      expect(JSON.stringify(board)).not.toContain(m.username);
      // Still reachable by its address.
      expect((await get(`/api/public/${m.username}`)).statusCode).toBe(200);
    });

    it('contact visibility decides who gets the email and phone', async () => {
      const m = await member();
      const viewer = await signUp(app());
      const contact = async (token?: string) => {
        const body = (await get(`/api/public/${m.username}`, token)).json();
        return [body.email, body.phonenumber];
      };
      expect(await contact()).toEqual(['me@example.org', '515-555-0100']);
      await setPrivacy(m, { contactvisibility: 'members' });
      expect(await contact()).toEqual(['', '']);
      expect(await contact(viewer.token)).toEqual(['me@example.org', '515-555-0100']);
      await setPrivacy(m, { contactvisibility: 'nobody' });
      expect(await contact(viewer.token)).toEqual(['', '']);
      expect(await contact(m.token)).toEqual(['me@example.org', '515-555-0100']);
    });

    it('not indexable: the API answer and the profile page tell crawlers noindex', async () => {
      const m = await member();
      const page = await get(`/public/${m.username}`);
      expect(page.headers['x-robots-tag']).toBeUndefined();
      expect(page.body).not.toContain('noindex');
      await setPrivacy(m, { indexable: 'false' });
      expect((await get(`/api/public/${m.username}`)).headers['x-robots-tag']).toBe('noindex');
      const hidden = await get(`/public/${m.username}`);
      expect(hidden.statusCode).toBe(200);
      expect(hidden.headers['x-robots-tag']).toBe('noindex');
      expect(hidden.body).toContain('<meta name="robots" content="noindex">');
      // Other pages are untouched.
      expect((await get('/search')).body).not.toContain('noindex');
    });
  },
  { config: { webDir }, build: { now: () => clock.now } },
);
