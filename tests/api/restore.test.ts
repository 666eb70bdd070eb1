import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { bearer, multipart, signupFields, testConfig } from './helpers';
import { png } from './images';
import { startServer, waitForExit } from './server-process';

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** What a visitor and a member see of one member: profile, photo bytes, the directory. */
async function seen(
  get: (url: string, token?: string) => Promise<{ status: number; body: Buffer }>,
  m: Seeded,
) {
  const profile = await get(`/api/public/${m.username}`);
  const { image } = JSON.parse(profile.body.toString());
  const photo = await get(image);
  const list = await get('/api/users?limit=50', m.token);
  return {
    profile: profile.body.toString(),
    photo: photo.body.toString('base64'),
    list: list.body.toString(),
  };
}

interface Seeded {
  username: string;
  token: string;
  password: string;
}

async function seed(
  post: (url: string, form: FormData, token?: string) => Promise<Response>,
): Promise<Seeded> {
  const fields = signupFields();
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const created = await (await post('/api/createnew', form)).json();
  const save = new FormData();
  save.set('about', 'Worbla armour, ✂️ and 𝓼𝓽𝓲𝓽𝓬𝓱𝓮𝓼');
  save.set('profileImage', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
  const saved = await post(`/api/users/${created.userId}`, save, created.token);
  expect(saved.status).toBe(200);
  return { username: created.username, token: created.token, password: fields.password! };
}

describe('[sqlite] backup of a running site, restored into a fresh DATA_DIR', () => {
  it('serves what members saw, and they can log in', async () => {
    const liveDir = tmp('club-live-');
    const freshDir = tmp('club-restored-');
    cleanup.push(liveDir, freshDir);
    const live = await startServer({ DATA_DIR: liveDir });
    const getFrom = (base: string) => async (url: string, token?: string) => {
      const res = await fetch(`${base}${url}`, { headers: token ? bearer(token) : {} });
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    };
    let before: Awaited<ReturnType<typeof seen>>;
    let member: Seeded;
    try {
      member = await seed((url, form, token) =>
        fetch(`${live.baseUrl}${url}`, {
          method: url.startsWith('/api/users/') ? 'PUT' : 'POST',
          body: form,
          headers: token ? bearer(token) : {},
        }),
      );
      before = await seen(getFrom(live.baseUrl), member);
      // The documented commands, while the server runs.
      const env = { ...process.env, DATA_DIR: liveDir };
      const backupOut = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts'], {
        env,
      }).toString();
      const backup = /Backup written to (.+)$/m.exec(backupOut)?.[1];
      expect(backup).toBeDefined();
      const restoreOut = execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/db-restore.ts', backup!],
        {
          env: { ...process.env, DATA_DIR: freshDir },
        },
      ).toString();
      expect(restoreOut).toContain('Restored');
    } finally {
      live.process.kill('SIGTERM');
      await waitForExit(live.process);
    }
    const restored = await startServer({ DATA_DIR: freshDir });
    try {
      expect(await seen(getFrom(restored.baseUrl), member)).toEqual(before);
      const login = await fetch(`${restored.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: member.username, password: member.password }),
      });
      expect(login.status).toBe(200);
    } finally {
      restored.process.kill('SIGTERM');
      await waitForExit(restored.process);
    }
  }, 60_000);

  it('refuses a file that is not a backup, and will not overwrite a database without --force', async () => {
    const dir = tmp('club-restore-refuse-');
    cleanup.push(dir);
    const junk = path.join(dir, 'junk.sqlite3');
    fs.writeFileSync(junk, 'not a database');
    const run = (args: string[]) => {
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-restore.ts', ...args], {
          env: { ...process.env, DATA_DIR: dir },
          stdio: 'pipe',
        });
        return { code: 0, err: '' };
      } catch (error) {
        const e = error as { status: number; stderr: Buffer };
        return { code: e.status, err: e.stderr.toString() };
      }
    };
    const bad = run([junk]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/not a SQLite database|not a database of this site/);
    fs.writeFileSync(path.join(dir, 'club.sqlite3'), 'existing');
    // A copy: opening a WAL database, even to read it, leaves -wal and -shm files beside it.
    const fixture = path.join(dir, 'backup.sqlite3');
    fs.copyFileSync(path.join(import.meta.dirname, '../upgrade/fixtures/release-689cdb7.sqlite3'), fixture);
    const blocked = run([fixture]);
    expect(blocked.err).toMatch(/--force/);
    expect(fs.readFileSync(path.join(dir, 'club.sqlite3'), 'utf8')).toBe('existing');
    expect(run([fixture, '--force']).code).toBe(0);
    expect(fs.readdirSync(dir).some((f) => f.startsWith('club.sqlite3.before-restore-'))).toBe(true);
  }, 30_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('[postgres] the deploy guide’s pg_dump and pg_restore', () => {
  it('restore a dump into an empty database that serves what members saw', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const source = `club_dump_${process.pid}`;
    const target = `club_restore_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const urlOf = (db: string) => adminUrl.replace(/\/[^/]*$/, `/${db}`);
    const dir = tmp('club-pgdump-');
    cleanup.push(dir);
    try {
      for (const db of [source, target]) {
        await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${db}`);
      }
      const build = (db: string) => buildApp({ ...testConfig('sqlite'), databaseUrl: urlOf(db) });
      const app = await build(source);
      const inject = async (url: string, token?: string) => {
        const res = await app.inject({ url, headers: token ? bearer(token) : {} });
        return { status: res.statusCode, body: res.rawPayload };
      };
      const fields = signupFields();
      const created = (
        await app.inject({ method: 'POST', url: '/api/createnew', ...multipart(fields) })
      ).json();
      const form = multipart(
        { about: 'Cosplay ✂️' },
        { profileImage: { data: await png(), filename: 'p.png', type: 'image/png' } },
      );
      await app.inject({
        method: 'PUT',
        url: `/api/users/${created.userId}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(created.token) },
      });
      const member = { username: created.username, token: created.token, password: fields.password! };
      const before = await seen(inject, member);
      await app.close();

      // Exactly the commands of docs/deploy.md ("Backups (PostgreSQL)").
      const file = path.join(dir, 'club.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${file}`, urlOf(source)]);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${urlOf(target)}`, file]);

      const restored = await build(target);
      try {
        const injectRestored = async (url: string, token?: string) => {
          const res = await restored.inject({ url, headers: token ? bearer(token) : {} });
          return { status: res.statusCode, body: res.rawPayload };
        };
        expect(await seen(injectRestored, member)).toEqual(before);
        const login = await restored.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: member.username, password: member.password },
        });
        expect(login.statusCode).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      for (const db of [source, target]) await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
