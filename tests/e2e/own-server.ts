import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { testServerEnv } from './server-env';

/** A server of one spec's own, for what changes the whole server (the approval switch). */
export interface OwnServer {
  baseURL: string;
  /** Its fresh SQLite folder: `npm run club` and the mail outbox work on it. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `node scripts/start.mjs` as the shared test server is started (playwright.config.ts),
 * on a free port with a fresh data folder, and waits until /api/health answers.
 */
export async function startOwnServer(
  /** 'localhost' for WebAuthn, whose RP ID cannot be an IP address (PUBLIC_URL follows). */
  host: '127.0.0.1' | 'localhost' = '127.0.0.1',
): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://${host}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-own-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...testServerEnv(port, dataDir),
      PUBLIC_URL: baseURL,
      // The embedded defaults: SQLite in dataDir, counters in memory, mail to dataDir/outbox.
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      SMTP_URL: undefined,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return { baseURL, dataDir, stop };
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200))]);
  }
  await stop();
  throw new Error(`the spec's own server did not start on ${baseURL}:\n${output}`);
}
