import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server-process';
import { PG_URL, REDIS_URL, signUpOn, twoInstances } from './two-instances';

/**
 * Two real app processes on one PostgreSQL database and one Redis: whatever one instance does,
 * the other sees (sessions, images, rate-limit counters).
 */
describe.runIf(PG_URL && REDIS_URL)('[postgres] two app instances behind one database and Redis', () => {
  const instances = twoInstances('scale', () => ({ LOGIN_FAILURES_PER_ACCOUNT: '4' }));
  const signUp = (server: RunningServer, username: string) => signUpOn(server, username, 'Scale#Out42');
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(() => {
    [a, b] = [instances.a(), instances.b()];
  });

  it('reports database and Redis in /api/health on both', async () => {
    for (const s of [a, b]) {
      const health = await (await fetch(`${s.baseUrl}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', database: 'postgres', rateLimits: 'redis' });
      expect(health.jobs).toMatchObject({ depth: expect.any(Number), dead: 0 });
    }
  });

  it('accepts a session made on one instance on the other', async () => {
    const user = await signUp(a, `scaleuser${process.pid}`);
    const res = await fetch(`${b.baseUrl}/api/protected`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    const out = await fetch(`${b.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(out.status).toBe(204);
    expect(
      (await fetch(`${a.baseUrl}/api/protected`, { headers: { authorization: `Bearer ${user.token}` } }))
        .status,
    ).toBe(401);
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const user = await signUp(a, `scaleimg${process.pid}`);
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('profileImage', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
    const auth = { authorization: `Bearer ${user.token}` };
    expect(
      (await fetch(`${a.baseUrl}/api/users/${user.userId}`, { method: 'PUT', body: form, headers: auth }))
        .status,
    ).toBe(200);
    const profile = await (await fetch(`${b.baseUrl}/api/users/${user.userId}`, { headers: auth })).json();
    const image = await fetch(`${b.baseUrl}${profile.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('counts failed logins across instances: the limit holds at the same count as on one', async () => {
    const name = `scalelimit${process.pid}`;
    await signUp(a, name);
    const login = (s: RunningServer, password: string) =>
      fetch(`${s.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, password }),
      });
    const statuses = [];
    for (const s of [a, b, a, b]) statuses.push((await login(s, 'Wrong#pass1')).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await login(b, 'Scale#Out42')).status).toBe(429);
    expect((await login(a, 'Scale#Out42')).status).toBe(429);
  });
});
