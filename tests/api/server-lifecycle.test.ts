import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { runServerExpectingFailure, startServer, waitForExit } from './server-process';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'club-proc-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'localhost:6379'],
    ['TRUST_PROXY', 'yes please'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}:`));
  });

  it('stops the start with one line naming a bad variable', async () => {
    const { code, output } = await runServerExpectingFailure({ PORT: 'seventy', DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid environment variable PORT:/)]);
  });

  it('stops the start with a clear line when the content file is invalid', async () => {
    const bad = path.join(tempDir(), 'club.json');
    fs.writeFileSync(bad, JSON.stringify({ clubName: 'x' }));
    const { code, output } = await runServerExpectingFailure({ CONTENT_FILE: bad, DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid CONTENT_FILE .*club\.json at /);
  });
});

describe('durability on SQLite', () => {
  it('keeps every account when the server is killed with SIGKILL and started again', async () => {
    const dataDir = tempDir();
    const first = await startServer({ DATA_DIR: dataDir });
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      const form = new FormData();
      const username = `durable${process.pid}n${i}`;
      names.push(username);
      for (const [k, v] of Object.entries({
        firstname: 'Dee',
        lastname: 'Urable',
        birthdate: '1980-01-01',
        username,
        password: 'Sewing#2024',
        recoveryemail: 'd@example.org',
      })) {
        form.set(k, v);
      }
      const res = await fetch(`${first.baseUrl}/api/createnew`, { method: 'POST', body: form });
      expect(res.status).toBe(201);
    }
    first.process.kill('SIGKILL');
    await waitForExit(first.process);

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      for (const username of names) {
        const res = await fetch(`${second.baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'Sewing#2024' }),
        });
        expect(res.status, username).toBe(200);
      }
    } finally {
      second.process.kill('SIGTERM');
      await waitForExit(second.process);
    }
  });

  it('on SIGTERM finishes the requests in flight, refuses new ones and exits 0', async () => {
    const server = await startServer({ DATA_DIR: tempDir() });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      firstname: 'Tia',
      lastname: 'Term',
      birthdate: '1980-01-01',
      username: `term${process.pid}`,
      password: 'Sewing#2024',
      recoveryemail: 't@example.org',
    })) {
      form.set(k, v);
    }
    const user = (await (
      await fetch(`${server.baseUrl}/api/createnew`, { method: 'POST', body: form })
    ).json()) as { userId: number; token: string };
    // A large photo keeps the save busy for a while.
    const photo = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#468' } })
      .png()
      .toBuffer();
    const save = new FormData();
    save.set('profileImage', new Blob([photo], { type: 'image/png' }), 'big.png');
    const inFlight = fetch(`${server.baseUrl}/api/users/${user.userId}`, {
      method: 'PUT',
      body: save,
      headers: { authorization: `Bearer ${user.token}` },
    });
    await new Promise((r) => setTimeout(r, 100));
    server.process.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    await waitForExit(server.process);
    expect(server.process.exitCode).toBe(0);
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    // A start, a sign-up and a 9 MP photo in a real process: about 5 s on a quiet 2-core machine,
    // past 20 s once when the machine ran other test suites beside CI.
  }, 60_000);

  it('stops cleanly on SIGTERM', async () => {
    const server = await startServer({ DATA_DIR: tempDir() });
    server.process.kill('SIGTERM');
    await waitForExit(server.process);
    expect(server.process.exitCode).toBe(0);
  });
});
