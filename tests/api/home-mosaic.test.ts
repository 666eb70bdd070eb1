import { expect, it } from 'vitest';
import { MOSAIC_SIZE, MOSAIC_TTL_MS } from '../../src/server/features/profiles/mosaic-routes';
import { describeEachDatabase, putProfile, signUp } from './helpers';
import { png } from './images';

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
const REDIS_URL = process.env.TEST_REDIS_URL;
const photo = async (seed: number) => ({
  data: await png(120 + seed, 120),
  filename: `p${seed}.png`,
  type: 'image/png',
});

describeEachDatabase(
  'GET /api/home/mosaic',
  (ctx) => {
    const mosaic = async () => {
      const res = await ctx().app.inject({ url: '/api/home/mosaic' });
      expect(res.statusCode).toBe(200);
      return { res, members: (res.json() as { members: Array<Record<string, string>> }).members };
    };
    /** Moves past the cache so the next call reads the database again. */
    const expireCache = () => {
      clock.now += MOSAIC_TTL_MS;
    };

    it('shows members with a photo, newest change first, one thumbnail each, and nothing personal', async () => {
      const { app } = ctx();
      const noPhoto = await signUp(app, { firstname: 'Nora', lastname: 'Plain' });
      const withSlides = await signUp(app, { firstname: 'Sid', lastname: 'Slides' });
      clock.now += 1000;
      expect(
        (
          await putProfile(
            app,
            withSlides.userId,
            withSlides.token,
            { city: 'Ames' },
            { slideshowImage2: await photo(1) },
          )
        ).statusCode,
      ).toBe(200);
      const withBoth = await signUp(app, { firstname: 'Bea', lastname: 'Both' });
      clock.now += 1000;
      const saved = await putProfile(
        app,
        withBoth.userId,
        withBoth.token,
        {},
        { profileImage: await photo(2), slideshowImage0: await photo(3) },
      );
      expect(saved.statusCode).toBe(200);
      await putProfile(app, noPhoto.userId, noPhoto.token, { about: 'No pictures yet' });
      expireCache();

      const { res, members } = await mosaic();
      expect(members.map((m) => m.username)).toEqual([withBoth.username, withSlides.username]);
      expect(members[0]).toEqual({
        username: withBoth.username,
        name: 'Bea Both',
        image: expect.stringMatching(/^\/api\/images\/[\w-]{22}\/thumb$/),
      });
      // The profile photo is preferred over the slideshow.
      const profile = (await app.inject({ url: `/api/public/${withBoth.username}` })).json();
      expect(members[0]!.image).toBe(`${profile.image}/thumb`);
      const slides = (await app.inject({ url: `/api/public/${withSlides.username}/slideshow` })).json();
      expect(members[1]!.image).toBe(`${slides.images[0]}/thumb`);
      expect(Object.keys(members[0]!).sort()).toEqual(['image', 'name', 'username']);
      expect(res.body).not.toMatch(/birthdate|recovery|password|@example/);
      // Never kept by a shared cache; a browser checks with the server on every use.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      // Every thumbnail is served.
      for (const m of members) expect((await app.inject({ url: m.image })).statusCode).toBe(200);
    });

    it(`holds at most ${MOSAIC_SIZE} members`, async () => {
      const { app } = ctx();
      for (let i = 0; i < MOSAIC_SIZE + 2; i++) {
        const member = await signUp(app);
        clock.now += 1000;
        await putProfile(app, member.userId, member.token, {}, { profileImage: await photo(10 + i) });
      }
      expireCache();
      const { members } = await mosaic();
      expect(members).toHaveLength(MOSAIC_SIZE);
      expect(new Set(members.map((m) => m.username)).size).toBe(MOSAIC_SIZE);
    });

    it('keeps its answer for a minute against changes made behind the API; a new photo saved shows at once', async () => {
      const { app } = ctx();
      expect(app.answers.stats().enabled).toBe(true); // the suite runs with the cache on
      expireCache();
      const before = (await mosaic()).members;
      const firstName = String(before[0]?.username);
      await app.deps.database.db
        .withoutPlugins()
        .updateTable('users')
        .set({ firstname: 'Behind' })
        .where('username', '=', firstName)
        .execute();
      clock.now += MOSAIC_TTL_MS - 1;
      expect((await mosaic()).members).toEqual(before);
      const newcomer = await signUp(app, { firstname: 'Nia', lastname: 'New' });
      clock.now += 1000;
      await putProfile(app, newcomer.userId, newcomer.token, {}, { profileImage: await photo(99) });
      const after = (await mosaic()).members;
      expect(after[0]).toMatchObject({ username: newcomer.username, name: 'Nia New' });
      expect(after.find((m) => m.username === firstName)?.name).toMatch(/^Behind /);
    });

    it('answers an unchanged mosaic with 304 to a browser that has it', async () => {
      const { app } = ctx();
      const { res } = await mosaic();
      const again = await app.inject({
        url: '/api/home/mosaic',
        headers: { 'if-none-match': res.headers.etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  },
  {
    build: { now: () => clock.now },
    // On PostgreSQL the answer cache runs only beside Redis (several instances).
    config: () => (REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:mosaic:${process.pid}:` } : {}),
  },
);
