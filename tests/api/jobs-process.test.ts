import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { verifyTokenIn } from './email-helpers';
import { signupFields, uniqueName } from './helpers';
import { startServer, waitForExit } from './server-process';
import { startHeldInbox, startInbox } from './smtp-inbox';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-jobs-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function signUpOver(baseUrl: string, email: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries(signupFields({ recoveryemail: email }))) form.set(k, v);
  const created = await fetch(`${baseUrl}/api/createnew`, { method: 'POST', body: form });
  expect(created.status).toBe(201);
  return ((await created.json()) as { username: string }).username;
}

// The queued mail is the sign-up's recovery-email link (a new member's reset mail waits for it).
it('sends a queued mail exactly once after the server is killed and started again (SQLite)', async () => {
  // A port where no SMTP server listens yet: the first server cannot send the mail.
  const probe = await startInbox();
  const smtpPort = probe.port;
  await probe.close();
  // A short lease too: were the kill to land while the job is claimed, it is free again in 2 s.
  const env = { DATA_DIR: tempDir(), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOB_LEASE_SECONDS: '2' };

  const first = await startServer(env);
  const email = `${uniqueName('k')}@example.org`;
  await signUpOver(first.baseUrl, email);
  first.process.kill('SIGKILL');
  await waitForExit(first.process);

  const inbox = await startInbox(smtpPort);
  const second = await startServer(env);
  try {
    const mine = () => inbox.mails.filter((m) => m.to.includes(email));
    // The queue's first back-off is 5 s; the mail goes out within it after the restart.
    const deadline = Date.now() + 15_000;
    while (mine().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(mine()).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(mine()).toHaveLength(1);
  } finally {
    second.process.kill('SIGTERM');
    await waitForExit(second.process);
    await inbox.close();
  }
}, 40_000);

it('sends a queued mail exactly once when the server is killed in the middle of sending it (SQLite)', async () => {
  // A short lease, so the next server takes the orphaned job over within seconds, not 30 s.
  const env = { DATA_DIR: tempDir(), JOB_LEASE_SECONDS: '2' };
  const email = `${uniqueName('m')}@example.org`;
  const stalled = await startHeldInbox();
  const first = await startServer({ ...env, SMTP_URL: stalled.url });
  try {
    await signUpOver(first.baseUrl, email);
    await stalled.arrived; // the mail is on the wire; the server never says "250 OK"
  } finally {
    first.process.kill('SIGKILL');
    await waitForExit(first.process);
    await stalled.close();
  }

  const inbox = await startInbox();
  const second = await startServer({ ...env, SMTP_URL: inbox.url });
  try {
    const mine = () => inbox.mails.filter((m) => m.to.includes(email));
    const started = Date.now();
    while (mine().length === 0 && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 50));
    expect(mine()).toHaveLength(1);
    // More than a lease and a poll: time enough for a duplicate to show.
    await new Promise((r) => setTimeout(r, 3_500));
    expect(mine()).toHaveLength(1);
    const token = verifyTokenIn(mine()[0]!.raw);
    const verify = await fetch(`${second.baseUrl}/api/verifyemail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(verify.status).toBe(200);
  } finally {
    second.process.kill('SIGTERM');
    await waitForExit(second.process);
    await inbox.close();
  }
  expect(second.process.exitCode).toBe(0);
}, 40_000);
