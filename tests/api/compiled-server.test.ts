import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from './images';
import { type RunningServer, startServer, waitForExit } from './server-process';

// `npm start` (scripts/start.mjs) runs dist/server/main.js, building it first when it is missing
// or older than its sources. A preloaded probe lists every module the server process loads.
const PROBE = path.resolve('tests/api/module-probe.mjs');
const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'club-compiled-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

interface ProbedServer extends RunningServer {
  /** Modules loaded so far (ES modules as they load; CommonJS ones once the process exits). */
  loaded: () => string[];
  stop: () => Promise<void>;
}

async function startProbed(args: string[]): Promise<ProbedServer> {
  const probeFile = path.join(tempDir(), 'modules.txt');
  // WEB_DIR: no web build is needed (or made) for these checks.
  const env = { DATA_DIR: tempDir(), WEB_DIR: tempDir(), MODULE_PROBE_FILE: probeFile };
  const server = await startServer(env, { args: ['--import', PROBE, ...args] });
  return {
    ...server,
    loaded: () => fs.readFileSync(probeFile, 'utf8').split('\n').filter(Boolean),
    stop: async () => {
      server.process.kill('SIGTERM');
      await waitForExit(server.process);
    },
  };
}

/** A TypeScript compiler or loader, or a TypeScript file run as such. */
const typeScriptAtRunTime = (module: string) =>
  /\/node_modules\/(tsx|esbuild|@esbuild|typescript)\//.test(module) || /\.[cm]?tsx?$/.test(module);
const fromPackage = (name: string) => (module: string) => module.includes(`/node_modules/${name}/`);

async function signUpWithPhoto(baseUrl: string): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    firstname: 'Cory',
    lastname: 'Piled',
    birthdate: '1980-01-01',
    username: `compiled${process.pid}`,
    password: 'Sewing#2024',
    recoveryemail: 'c@example.org',
  })) {
    form.set(k, v);
  }
  const user = (await (await fetch(`${baseUrl}/api/createnew`, { method: 'POST', body: form })).json()) as {
    userId: number;
    token: string;
  };
  const save = new FormData();
  save.set('profileImage', new Blob([await png()], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${baseUrl}/api/users/${user.userId}`, {
    method: 'PUT',
    body: save,
    headers: { authorization: `Bearer ${user.token}` },
  });
  return res.status;
}

describe('npm start (scripts/start.mjs)', () => {
  let server: ProbedServer;
  beforeAll(async () => {
    server = await startProbed(['scripts/start.mjs']);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves the API from the compiled file, files read beside the sources included', async () => {
    expect(server.loaded()).toContain(`file://${path.resolve('dist/server/main.js')}`);
    // openapi.ts reads ../../../package.json relative to its own (source) location.
    const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      info: { version: string };
    };
    expect(doc.info.version).toBe(version);
  });

  it('saves a photo through the compiled photo process, never loading sharp itself', async () => {
    expect(server.loaded().filter(fromPackage('nodemailer'))).toEqual([]);
    // 200: the photo process ran as plain JavaScript (forked without a loader, a .ts file fails).
    expect(await signUpWithPhoto(server.baseUrl)).toBe(200);
    expect(server.loaded().filter(fromPackage('sharp'))).toEqual([]);
  });

  it('holds the calendar libraries only once a calendar is asked for', async () => {
    for (const name of ['ical-generator', '@touch4it/ical-timezones']) {
      expect(server.loaded().filter(fromPackage(name)), name).toEqual([]);
    }
    const feed = await fetch(`${server.baseUrl}/api/events.ics`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    expect(server.loaded().some(fromPackage('ical-generator'))).toBe(true);
  });

  it('loads no TypeScript compiler and no TypeScript file, up to its exit', async () => {
    await server.stop();
    expect(server.process.exitCode).toBe(0);
    expect(server.loaded().filter(typeScriptAtRunTime)).toEqual([]);
    // On SQLite, never the PostgreSQL driver; and no zip library when no export was asked for.
    expect(server.loaded().filter(fromPackage('pg'))).toEqual([]);
    expect(server.loaded().filter(fromPackage('yazl'))).toEqual([]);
  });
});

it('the probe does see tsx and .ts files when the server runs the tsx way', async () => {
  const tsx = await startProbed(['--import', 'tsx', 'src/server/main.ts']);
  await tsx.stop();
  const seen = tsx.loaded().filter(typeScriptAtRunTime);
  expect(seen.some(fromPackage('tsx'))).toBe(true);
  expect(seen).toContain(`file://${path.resolve('src/server/main.ts')}`);
});
