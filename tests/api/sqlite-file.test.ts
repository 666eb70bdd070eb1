import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, waitForExit } from './server-process';

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
