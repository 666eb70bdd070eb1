import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { verifyTokenIn } from './email-helpers';
import { signupFields, uniqueName } from './helpers';
import { startServer, waitForExit } from './server-process';
import { startHeldInbox, startInbox } from './smtp-inbox';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-mail-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('a server killed while the mail server holds its mail: the resent mail carries the same working link', async () => {
  const env = { DATA_DIR: dataDir, JOB_LEASE_SECONDS: '2' };
  const email = `${uniqueName('crash')}@example.org`;
  // The mail server has the whole message (and may deliver it), but its "250 OK" never reaches
  // the sender: the crash lands while it holds the message.
  const holding = await startHeldInbox();
  const first = await startServer({ ...env, SMTP_URL: holding.url });
  try {
    const form = new FormData();
    for (const [k, v] of Object.entries(signupFields({ recoveryemail: email }))) form.set(k, v);
    expect((await fetch(`${first.baseUrl}/api/createnew`, { method: 'POST', body: form })).status).toBe(201);
    await holding.arrived;
  } finally {
    first.process.kill('SIGKILL');
    await waitForExit(first.process);
    await holding.close();
  }
  const held = verifyTokenIn(holding.raws[0] ?? '');
  expect(held).toBeDefined();

  const inbox = await startInbox();
  const second = await startServer({ ...env, SMTP_URL: inbox.url });
  try {
    const mine = () => inbox.mails.filter((m) => m.to.includes(email));
    const deadline = Date.now() + 15_000;
    while (mine().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(mine()).toHaveLength(1);
    expect(verifyTokenIn(mine()[0]!.raw)).toBe(held);
    const verify = () =>
      fetch(`${second.baseUrl}/api/verifyemail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: held }),
      });
    expect((await verify()).status).toBe(200);
    expect((await verify()).status).toBe(400);
  } finally {
    second.process.kill('SIGTERM');
    await waitForExit(second.process);
    await inbox.close();
  }
}, 60_000);
