import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { verifyTokenIn } from './email-helpers';
import { signupFields, uniqueName } from './helpers';
import { startServer, waitForExit } from './server-process';
import { startInbox } from './smtp-inbox';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-mail-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * A mail server that has the whole message (and may deliver it) but whose "250 OK" never reaches
 * the sender: the crash of issue 31 lands while it holds the message.
 */
async function startHoldingInbox() {
  const raws: string[] = [];
  let onArrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (onArrive = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        raws.push(Buffer.concat(chunks).toString('utf8'));
        onArrive();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    raws,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

it('a server killed while the mail server holds its mail: the resent mail carries the same working link', async () => {
  const env = { DATA_DIR: dataDir, JOB_LEASE_SECONDS: '2' };
  const email = `${uniqueName('crash')}@example.org`;
  const holding = await startHoldingInbox();
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
