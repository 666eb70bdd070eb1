import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerExpectingFailure, startServer, waitForExit } from './server-process';
import { startProxy } from './tcp-proxy';

const PG_URL = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'club-fault-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Mounting a tmpfs needs root in a sandbox that allows it (this machine and CI do). */
function canMount(): boolean {
  try {
    const dir = mountTmpfs('size=4k');
    execFileSync('umount', [dir]);
    return true;
  } catch {
    return false;
  }
}

function mountTmpfs(options: string): string {
  const dir = tempDir();
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore', timeout: 5000 });
  return dir;
}

/** Writes small files until the file system refuses: the data directory is now full. */
function fillUp(dir: string): void {
  for (let i = 0; i < 1000; i++) {
    try {
      fs.writeFileSync(path.join(dir, `fill-${i}`), Buffer.alloc(512));
    } catch {
      return;
    }
  }
}

async function signUpOn(baseUrl: string, username: string) {
  const form = new FormData();
  const fields = {
    firstname: 'Fay',
    lastname: 'Ult',
    birthdate: '1988-08-08',
    username,
    password: 'Fault#Line1',
    recoveryemail: 'f@example.org',
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${baseUrl}/api/createnew`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { userId: number; token: string };
}

describe('faults', () => {
  it('[sqlite] a server killed in the middle of profile saves leaves each profile wholly old or wholly new', async () => {
    const dataDir = tempDir();
    const first = await startServer({ DATA_DIR: dataDir });
    const user = await signUpOn(first.baseUrl, `atomic${process.pid}`);
    const FIELDS = ['about', 'other', 'city', 'complete', 'inprogress', 'twitter'];
    const save = (version: number) => {
      const form = new FormData();
      for (const f of FIELDS) form.set(f, `v${version}`);
      return fetch(`${first.baseUrl}/api/users/${user.userId}`, {
        method: 'PUT',
        body: form,
        headers: { authorization: `Bearer ${user.token}` },
      }).catch(() => undefined);
    };
    let version = 0;
    const inFlight: Promise<unknown>[] = [];
    const timer = setInterval(() => {
      for (let i = 0; i < 5; i++) inFlight.push(save(++version));
    }, 5);
    await new Promise((r) => setTimeout(r, 400));
    first.process.kill('SIGKILL');
    clearInterval(timer);
    await waitForExit(first.process);
    await Promise.all(inFlight);
    expect(version).toBeGreaterThan(10);

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      const login = await fetch(`${second.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `atomic${process.pid}`, password: 'Fault#Line1' }),
      });
      const { token } = await login.json();
      const profile = await (
        await fetch(`${second.baseUrl}/api/users/${user.userId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      const values = new Set(FIELDS.map((f) => profile[f]));
      expect(values.size, JSON.stringify(profile)).toBe(1);
    } finally {
      second.process.kill('SIGTERM');
      await waitForExit(second.process);
    }
  }, 60_000);

  it('[sqlite] refuses to start on a data directory it cannot create, with a clear line', async () => {
    const file = tempDir();
    fs.writeFileSync(path.join(file, 'not-a-dir'), 'x');
    const nested = await runServerExpectingFailure({ DATA_DIR: path.join(file, 'not-a-dir', 'data') });
    expect(nested.code).toBe(1);
    expect(nested.output).toMatch(/is not writable \(ENOTDIR\)/);
  });

  it.runIf(canMount())(
    '[sqlite] read-only and full data directories: a clear error at start, never a half-written database',
    async () => {
      const readOnly = mountTmpfs('ro,size=64k');
      const full = mountTmpfs('size=64k');
      try {
        const ro = await runServerExpectingFailure({ DATA_DIR: readOnly });
        expect(ro.code).toBe(1);
        expect(ro.output).toMatch(/is not writable \(EROFS\)/);
        fs.writeFileSync(path.join(full, 'filler'), Buffer.alloc(64 * 1024 - 1));
        fillUp(full);
        const nospace = await runServerExpectingFailure({ DATA_DIR: full });
        expect(nospace.code).toBe(1);
        expect(nospace.output).toMatch(/ENOSPC|full|not writable/i);
        expect(fs.existsSync(path.join(full, 'club.sqlite3'))).toBe(false);
      } finally {
        for (const dir of [readOnly, full]) execFileSync('umount', [dir]);
      }
    },
  );

  it.runIf(PG_URL)(
    '[postgres] database gone under load: requests fail fast with 503, then the app recovers by itself',
    async () => {
      const dbName = `fault_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      const target = new URL(PG_URL!);
      const proxy = await startProxy(Number(target.port || 5432), target.hostname);
      const viaProxy = new URL(PG_URL!);
      viaProxy.port = String(proxy.port);
      viaProxy.pathname = `/${dbName}`;
      const server = await startServer({ DATABASE_URL: viaProxy.toString(), DATA_DIR: tempDir() });
      try {
        await signUpOn(server.baseUrl, `pgfault${process.pid}`);
        const hit = async () => {
          const start = performance.now();
          const res = await fetch(`${server.baseUrl}/api/public/pgfault${process.pid}`);
          return { status: res.status, ms: performance.now() - start };
        };
        expect((await hit()).status).toBe(200);

        await proxy.cut();
        const during = await Promise.all(Array.from({ length: 20 }, hit));
        for (const r of during) {
          expect(r.status).toBe(503);
          expect(r.ms).toBeLessThan(6000);
        }
        const health = await fetch(`${server.baseUrl}/api/health`);
        expect(health.status).toBe(503);

        await proxy.restore();
        let recovered = false;
        for (let i = 0; i < 50 && !recovered; i++) {
          recovered = (await hit()).status === 200;
          if (!recovered) await new Promise((r) => setTimeout(r, 200));
        }
        expect(recovered).toBe(true);
        expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      } finally {
        server.process.kill('SIGTERM');
        await waitForExit(server.process);
        await proxy.close();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
    60_000,
  );
});
