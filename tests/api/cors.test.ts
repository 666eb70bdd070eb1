import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createEvent } from './event-helpers';
import { bearer, describeEachDatabase, multipart, putProfile, signUp, uniqueName } from './helpers';
import { png } from './images';

const APP = 'https://app.example.org';
const REDIS_URL = process.env.TEST_REDIS_URL;
const varyOf = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase());

describeEachDatabase(
  'CORS for another front end (CORS_ORIGINS set)',
  (ctx) => {
    it('answers a preflight from a listed origin, for a bearer call', async () => {
      const res = await ctx().app.inject({
        method: 'OPTIONS',
        url: '/api/users/1',
        headers: {
          origin: APP,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(APP);
      expect(String(res.headers['access-control-allow-methods'])).toContain('PUT');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(res.headers.vary).toMatch(/Origin/i);
    });

    it('lets a listed origin read a member answer, and exposes Retry-After and X-Total-Count', async () => {
      const member = await signUp(ctx().app);
      const res = await ctx().app.inject({
        url: `/api/users/${member.userId}`,
        headers: { origin: APP, ...bearer(member.token) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(APP);
      expect(String(res.headers['access-control-expose-headers'])).toMatch(/Retry-After/);
      expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-Total-Count/);
    });

    it('gives an unlisted origin no permission', async () => {
      const res = await ctx().app.inject({
        method: 'OPTIONS',
        url: '/api/login',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const get = await ctx().app.inject({
        url: '/api/public/numbers',
        headers: { origin: 'https://evil.example' },
      });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets the listed origins show photos, and cards carry image beside thumbnail', async () => {
      const member = await signUp(ctx().app);
      const form = multipart(
        {},
        { profileImage: { data: await png(), filename: 'me.png', type: 'image/png' } },
      );
      const saved = await ctx().app.inject({
        method: 'PUT',
        url: `/api/users/${member.userId}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(member.token) },
      });
      expect(saved.statusCode).toBe(200);
      const list = await ctx().app.inject({ url: '/api/users?limit=50', headers: bearer(member.token) });
      const card = list.json().users.find((u: { username: string }) => u.username === member.username);
      expect(card.image).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{22}$/);
      expect(card.thumbnail).toBe(`${card.image}/thumb`);
      const photo = await ctx().app.inject({ url: card.image, headers: { origin: APP } });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('says Vary: Origin on fresh and kept answers, with and without an Origin, beside their own Vary', async () => {
      const app = ctx().app;
      expect(app.answers.stats().enabled).toBe(true);
      const member = await signUp(app, { username: uniqueName('vary') });
      expect((await putProfile(app, member.userId, member.token, { city: 'Ames' })).statusCode).toBe(200);
      await createEvent(app, member.token, {
        title: `Vary ${member.username}`,
        description: 'x'.repeat(2000),
      });
      const reads = [
        { url: '/api/events', shows: `Vary ${member.username}` },
        { url: `/api/public/${member.username}`, shows: 'Ames' },
        { url: `/api/search?query=${member.username}`, shows: 'Ames' },
      ];
      // Behind the API's back: a kept answer still shows what was there before.
      const db = app.deps.database.db.withoutPlugins();
      const changeDirectly = async () => {
        await db.updateTable('users').set({ city: 'Boone' }).where('id', '=', member.userId).execute();
        await db
          .updateTable('events')
          .set({ title: 'Changed' })
          .where('host_id', '=', member.userId)
          .execute();
      };
      const read = (url: string, headers: Record<string, string>) =>
        app.inject({ url, headers: { 'accept-encoding': 'gzip', ...headers } });
      for (const round of ['fresh', 'kept'] as const) {
        for (const { url, shows } of reads) {
          for (const headers of [{ origin: APP }, {}] as Record<string, string>[]) {
            const res = await read(url, headers);
            const where = `${round} ${url} ${JSON.stringify(headers)}`;
            expect(res.statusCode, where).toBe(200);
            const body =
              res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
            if (round === 'kept') expect(body.toString(), where).toContain(shows);
            expect(varyOf(res.headers), where).toContain('origin');
            expect(res.headers['access-control-allow-origin'], where).toBe(
              'origin' in headers ? APP : undefined,
            );
          }
        }
        if (round === 'fresh') await changeDirectly();
      }
      // The answers' own Vary stays beside it (the list is kept and large enough to be compressed).
      const list = await read('/api/events', { origin: APP });
      expect(list.headers['cache-control']).toBe('public, max-age=30');
      expect(varyOf(list.headers)).toEqual(
        expect.arrayContaining(['authorization', 'accept-encoding', 'origin']),
      );
      // An answer sent early, from a hook before any handler (a refused address), says it too.
      const early = await app.inject({ url: '/api/search?query=%00', headers: { origin: APP } });
      expect(early.statusCode).toBe(400);
      expect(varyOf(early.headers)).toContain('origin');
    });
  },
  {
    config: () => ({
      corsOrigins: [APP],
      // On PostgreSQL the answer cache runs only beside Redis.
      ...(REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:cors:${process.pid}:` } : {}),
    }),
  },
);

describeEachDatabase('no CORS by default', (ctx) => {
  it('sends no CORS headers and keeps photos same-origin', async () => {
    const res = await ctx().app.inject({ url: '/api/public/numbers', headers: { origin: APP } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx().app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: APP, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS', () => {
  it.each(['https://app.example.org/path', 'app.example.org', 'ftp://x.example', 'https://a.example,*'])(
    'refuses %s at start',
    (value) => {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
    },
  );

  it('takes a comma-separated list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
  });
});
