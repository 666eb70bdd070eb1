import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { signupFields, uniqueName } from './helpers';
import { startServer, waitForExit } from './server-process';
import { startInbox } from './smtp-inbox';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-jobs-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('sends a queued reset mail exactly once after the server is killed and started again (SQLite)', async () => {
  // A port where no SMTP server listens yet: the first server cannot send the mail.
  const probe = await startInbox();
  const smtpPort = probe.port;
  await probe.close();
  const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };

  const first = await startServer(env);
  const email = `${uniqueName('k')}@example.org`;
  const form = new FormData();
  for (const [k, v] of Object.entries(signupFields({ recoveryemail: email }))) form.set(k, v);
  const created = await fetch(`${first.baseUrl}/api/createnew`, { method: 'POST', body: form });
  expect(created.status).toBe(201);
  const { username } = (await created.json()) as { username: string };
  const asked = await fetch(`${first.baseUrl}/api/resetpassword/${username}`);
  expect(asked.status).toBe(200);
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
