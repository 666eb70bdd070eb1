import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, waitForExit } from './server-process';

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * Two real app processes on one PostgreSQL database and one Redis: whatever one instance does,
 * the other sees (sessions, images, rate-limit counters).
 */
describe.runIf(PG_URL && REDIS_URL)('[postgres] two app instances behind one database and Redis', () => {
  const dbName = `scale_${process.pid}_${Date.now()}`;
  const servers: RunningServer[] = [];
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_URL!);
    url.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: REDIS_URL!,
      REDIS_KEY_PREFIX: `test:${dbName}:`,
      LOGIN_FAILURES_PER_ACCOUNT: '4',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'club-scale-')),
    };
    // Start one after the other: the first applies the migrations.
    a = await startServer(env);
    b = await startServer(env);
    servers.push(a, b);
  }, 60_000);

  afterAll(async () => {
    for (const s of servers) {
      s.process.kill('SIGTERM');
      await waitForExit(s.process);
    }
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.end();
  });

  const signUp = async (server: RunningServer, username: string) => {
    const form = new FormData();
    const fields = {
      firstname: 'Sky',
      lastname: 'Scale',
      birthdate: '1985-06-01',
      username,
      password: 'Scale#Out42',
      recoveryemail: 's@example.org',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const res = await fetch(`${server.baseUrl}/api/createnew`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return (await res.json()) as { userId: number; token: string };
  };

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
