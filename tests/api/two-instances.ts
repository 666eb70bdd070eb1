import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningServer, startServer, waitForExit } from './server-process';

export const PG_URL = process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.TEST_REDIS_URL;

export interface TwoInstances {
  a: () => RunningServer;
  b: () => RunningServer;
  /** The instances' own database (for what `npm run club` would write). */
  databaseUrl: string;
  dataDir: string;
}

/**
 * Inside a `describe.runIf(PG_URL && REDIS_URL)`: two real app processes on a fresh PostgreSQL
 * database and one Redis, started before the suite (one after the other: the first applies the
 * migrations) and stopped, with their database, after it.
 */
export function twoInstances(
  name: string,
  env: (dataDir: string) => Record<string, string> = () => ({}),
): TwoInstances {
  const dbName = `${name}_${process.pid}_${Date.now()}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `club-${name}-`));
  const url = new URL(PG_URL ?? 'postgres://x/y');
  url.pathname = `/${dbName}`;
  const servers: RunningServer[] = [];
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const all = {
      DATABASE_URL: url.toString(),
      REDIS_URL: REDIS_URL!,
      REDIS_KEY_PREFIX: `test:${dbName}:`,
      DATA_DIR: dataDir,
      ...env(dataDir),
    };
    servers.push(await startServer(all));
    servers.push(await startServer(all));
  }, 100_000);

  afterAll(async () => {
    for (const s of servers) {
      s.process.kill('SIGTERM');
      await waitForExit(s.process);
    }
    await admin(`DROP DATABASE IF EXISTS ${dbName}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const server = (i: number) => () => {
    const s = servers[i];
    if (!s) throw new Error('the instances did not start');
    return s;
  };
  return { a: server(0), b: server(1), databaseUrl: url.toString(), dataDir };
}

/** Signs up through the given instance; the member's id and token. */
export async function signUpOn(
  server: RunningServer,
  username: string,
  password = 'Two#Instances42',
): Promise<{ userId: number; token: string }> {
  const form = new FormData();
  const fields = {
    firstname: 'Sky',
    lastname: 'Scale',
    birthdate: '1985-06-01',
    username,
    password,
    recoveryemail: 's@example.org',
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${server.baseUrl}/api/createnew`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { userId: number; token: string };
}
