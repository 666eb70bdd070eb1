import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { bearer, describeEachDatabase, multipart, signUp } from './helpers';
import { png } from './images';

const APP = 'https://app.example.org';

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
  },
  { config: { corsOrigins: [APP] } },
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
