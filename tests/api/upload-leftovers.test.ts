import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { signupFields } from './helpers';
import { type RunningServer, startServer, waitForExit } from './server-process';

const dirs: string[] = [];
const servers: RunningServer[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const server of servers) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill('SIGTERM');
      await waitForExit(server.process);
    }
  }
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const host = os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';
const uploadDirs = (tmp: string) => fs.readdirSync(tmp).filter((n) => n.startsWith('club-uploads-'));
const filesIn = (tmp: string, name: string) => fs.readdirSync(path.join(tmp, name));

async function signUpOver(baseUrl: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(signupFields())) form.set(k, v);
  const res = await fetch(`${baseUrl}/api/createnew`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { userId: number; token: string };
}

/** A profile save whose photo is still arriving: its first 256 KB are sent, the rest never is. */
function startSlowPhotoSave(baseUrl: string, member: { userId: number; token: string }) {
  const boundary = '----leftover';
  const request = http.request(`${baseUrl}/api/users/${member.userId}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${member.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(5 * 1024 * 1024),
    },
  });
  request.on('error', () => undefined); // the server is killed under it
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  request.write(Buffer.alloc(256 * 1024, 7));
  return request;
}

it('removes at start the uploads a server killed mid-save left in TMPDIR, and no one else’s', async () => {
  const tmp = tempDir('club-tmpdir-');
  const env = { DATA_DIR: tempDir('club-leftover-data-'), TMPDIR: tmp };
  const first = await startServer(env);
  servers.push(first);
  const member = await signUpOver(first.baseUrl);
  const save = startSlowPhotoSave(first.baseUrl, member);
  // The photo is on disk while it arrives (plugins/upload-files.ts).
  const deadline = Date.now() + 10_000;
  while (!uploadDirs(tmp).some((d) => filesIn(tmp, d).length > 0) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  first.process.kill('SIGKILL');
  await waitForExit(first.process);
  save.destroy();
  const [leftover, ...others] = uploadDirs(tmp);
  expect(others).toEqual([]);
  expect(filesIn(tmp, leftover!)).toHaveLength(1);

  // Not leftovers: a running process's (this test's), another machine's, an unowned one in use.
  const live = `club-uploads-${host}-${process.pid}-Aa0Bb1`;
  const otherMachine = 'club-uploads-elsewhere-1-Cc2Dd3';
  const unownedInUse = 'club-uploads-Ee4Ff5';
  // Leftovers too: an earlier release's (no owner in the name) untouched for two hours.
  const unownedOld = 'club-uploads-Gg6Hh7';
  for (const name of [live, otherMachine, unownedInUse, unownedOld]) fs.mkdirSync(path.join(tmp, name));
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  fs.utimesSync(path.join(tmp, unownedOld), twoHoursAgo, twoHoursAgo);

  const second = await startServer(env);
  servers.push(second);
  expect(uploadDirs(tmp).sort()).toEqual([live, otherMachine, unownedInUse].sort());
  expect(second.output()).not.toMatch(/"level":50/);
}, 60_000);
