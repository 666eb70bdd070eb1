import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DATA_DIR_MARKER } from '../../src/server/db/sqlite-connection';
import { DatabaseFileError } from '../../src/server/db/sqlite-file-guard';
import type { Mail } from '../../src/server/mail/mailer';
import { disposeTestDatabase, GOOD_PASSWORD, signUp, signupFields, testConfig } from './helpers';
import { type RunningServer, runServerExpectingFailure, startServer, waitForExit } from './server-process';

const dirs: string[] = [];
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.process.kill('SIGTERM');
    await waitForExit(server.process);
  }
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function serverOnFreshDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-file-'));
  dirs.push(dataDir);
  const server = await startServer({ DATA_DIR: dataDir });
  servers.push(server);
  const health = () => fetch(`${server.baseUrl}/api/health`);
  expect((await health()).status).toBe(200);
  return { server, health, file: path.join(dataDir, 'club.sqlite3') };
}

/** The error lines the server logged (JSON, level 50) that mention the database file. */
const fileErrors = (server: RunningServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":50') && line.includes('club.sqlite3'));

describe('[sqlite] the database file changes under the running server', () => {
  it('a deleted club.sqlite3 turns health to 503 and is logged once as an error', async () => {
    const { server, health, file } = await serverOnFreshDataDir();
    fs.rmSync(file);
    for (let i = 0; i < 3; i++) {
      const res = await health();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'unavailable',
        message: 'A backing service does not respond',
      });
    }
    await new Promise((r) => setTimeout(r, 200)); // let the log line reach the pipe
    const lines = fileErrors(server);
    expect(lines, server.output()).toHaveLength(1);
    expect(lines[0]).toContain('is gone (ENOENT)');
  }, 30_000);

  it('a club.sqlite3 replaced by another file (a restore copied over it) turns health to 503', async () => {
    const { server, health, file } = await serverOnFreshDataDir();
    fs.copyFileSync(file, `${file}.copy`);
    fs.renameSync(`${file}.copy`, file);
    expect((await health()).status).toBe(503);
    expect((await health()).status).toBe(503);
    await new Promise((r) => setTimeout(r, 200));
    const lines = fileErrors(server);
    expect(lines, server.output()).toHaveLength(1);
    expect(lines[0]).toContain('was replaced by another file');
  }, 30_000);
});

async function signUpOver(baseUrl: string) {
  const form = new FormData();
  const fields = signupFields();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return { res: await fetch(`${baseUrl}/api/createnew`, { method: 'POST', body: form }), fields };
}

const login = (baseUrl: string, username: string, password: string) =>
  fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

/** Every way a request writes is refused with 503, Retry-After and a message; reads go on. */
async function expectWritesRefused(baseUrl: string, username: string) {
  const { res } = await signUpOver(baseUrl);
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await res.json()) as { message: string }).message).toMatch(/cannot save changes/);
  expect((await login(baseUrl, username, GOOD_PASSWORD)).status).toBe(503);
  // A GET that writes (a reset request queues its mail job) is refused by the statement guard.
  expect((await fetch(`${baseUrl}/api/resetpassword/${username}`)).status).toBe(503);
  expect((await fetch(`${baseUrl}/api/public/${username}`)).status).toBe(200);
}

describe('[sqlite] writes while the database file is not the one opened', () => {
  it('a deleted file: every write is refused (503), and the next start refuses too', async () => {
    const { server, file } = await serverOnFreshDataDir();
    const dataDir = path.dirname(file);
    const { res, fields } = await signUpOver(server.baseUrl);
    expect(res.status).toBe(201);
    fs.rmSync(file);
    await expectWritesRefused(server.baseUrl, fields.username!);
    server.process.kill('SIGTERM');
    await waitForExit(server.process);

    const refused = await runServerExpectingFailure({ DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `Could not start: DATA_DIR ${dataDir} was used before but its database club.sqlite3 is missing`,
    );
    expect(refused.output).toContain('ALLOW_NEW_DATABASE=1');
    expect(fs.existsSync(file)).toBe(false);

    const fresh = await startServer({ DATA_DIR: dataDir, ALLOW_NEW_DATABASE: '1' });
    servers.push(fresh);
    expect((await signUpOver(fresh.baseUrl)).res.status).toBe(201);
  }, 60_000);

  it('a replaced file: every write is refused (503) while reads go on', async () => {
    const { server, file } = await serverOnFreshDataDir();
    const { fields } = await signUpOver(server.baseUrl);
    fs.copyFileSync(file, `${file}.copy`);
    fs.renameSync(`${file}.copy`, file);
    await expectWritesRefused(server.baseUrl, fields.username!);
    await expectWritesRefused(server.baseUrl, fields.username!);
    await new Promise((r) => setTimeout(r, 200)); // let the log line reach the pipe
    // Said once, however many writes (and job claims) are refused.
    const lines = fileErrors(server);
    expect(lines, server.output()).toHaveLength(1);
    expect(lines[0]).toContain('was replaced by another file');
  }, 30_000);

  it('marks a fresh DATA_DIR, and an existing one without the mark on its next start', async () => {
    const { server, file } = await serverOnFreshDataDir();
    const marker = path.join(path.dirname(file), DATA_DIR_MARKER);
    expect(fs.existsSync(marker)).toBe(true);
    const { fields } = await signUpOver(server.baseUrl);
    server.process.kill('SIGTERM');
    await waitForExit(server.process);
    fs.rmSync(marker); // as a DATA_DIR made by an earlier release
    const again = await startServer({ DATA_DIR: path.dirname(file) });
    servers.push(again);
    expect(fs.existsSync(marker)).toBe(true);
    expect((await login(again.baseUrl, fields.username!, GOOD_PASSWORD)).status).toBe(200);
  }, 30_000);
});

describe('[sqlite] the job worker while the database file is gone', () => {
  const mails: Mail[] = [];
  const config = testConfig('sqlite');
  let app: FastifyInstance;
  afterAll(async () => {
    await app?.close();
    await disposeTestDatabase(config);
  });

  it('claims nothing and sends nothing', async () => {
    app = await buildApp(config, { jobTimer: false, mailer: { send: async (m) => void mails.push(m) } });
    await signUp(app, { recoveryemail: 'worker@example.org' });
    fs.rmSync(path.join(config.dataDir, 'club.sqlite3'));
    await expect(app.deps.jobs.runDue()).rejects.toBeInstanceOf(DatabaseFileError);
    expect(mails).toHaveLength(0);
  });
});
