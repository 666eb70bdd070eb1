// What the con, projects and talk benches (bench/cons.ts, bench/projects.ts, bench/talk.ts) share:
// a fresh data folder and database per run with the server's environment, a server started and
// stopped around the work, the bare Fastify route that every read is quoted as a share of, and the
// loop that measures a feature's reads as a visitor and as a signed-in member.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForExit } from '../tests/api/server-process';
import { startBenchServer } from './bench-server';
import { type HttpResult, measure } from './http-bench';
import { LOAD_LIMITS } from './load-setup';
import { dropPgDatabase, freshPgDatabase } from './pg-database';
import { BROWSER_ACCEPT_ENCODING } from './read-endpoints';
import { startReference } from './reference';

export const BENCH_REDIS_URL =
  process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** How long each read runs and at how many connections. */
export interface ReadPace {
  seconds: number;
  connections: number;
}

export interface BenchData {
  dataDir: string;
  /** Set on PostgreSQL only. */
  databaseUrl: string | undefined;
  /** The server's environment: the data, the mixed load's limits, `extraEnv`, and Redis on PostgreSQL. */
  env: Record<string, string>;
}

/**
 * Runs `work` on a fresh data folder (and on PostgreSQL a fresh database, with Redis under a key
 * prefix of its own), both removed once it is done. `bench` names the folder and the database.
 */
export async function withBenchData<T>(
  bench: string,
  database: 'sqlite' | 'postgres',
  extraEnv: Record<string, string>,
  work: (data: BenchData) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `club-${bench}-bench-`));
  const pgName = `club_${bench}_${process.pid}`;
  const databaseUrl = database === 'postgres' ? await freshPgDatabase(pgName) : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error', ...LOAD_LIMITS, ...extraEnv };
  if (databaseUrl)
    Object.assign(env, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: BENCH_REDIS_URL,
      REDIS_KEY_PREFIX: `bench:${pgName}:`,
    });
  try {
    return await work({ dataDir, databaseUrl, env });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPgDatabase(pgName);
  }
}

/** Runs `work` against a fresh server, stopped once it is done. */
export async function withServer<T>(
  env: Record<string, string>,
  work: (baseUrl: string, pid: number | undefined) => Promise<T>,
): Promise<T> {
  const server = await startBenchServer(env);
  try {
    return await work(server.baseUrl, server.process.pid);
  } finally {
    server.process.kill('SIGTERM');
    await waitForExit(server.process);
  }
}

/** The bare Fastify route (bench/reference-server.mjs on `port`), measured as the reads are. */
export async function bareRoute(port: number, pace: ReadPace): Promise<HttpResult> {
  const reference = await startReference(port);
  try {
    return await measure(reference.baseUrl, 'bare Fastify', ['/'], pace);
  } finally {
    reference.process.kill('SIGTERM');
    await new Promise((r) => reference.process.once('exit', r));
  }
}

export type Viewer = 'visitor' | 'member';

/** How the reads are measured: `sizeOf` gives each read's size; `after` measures more per viewer. */
export interface ViewerReads<Size extends object> {
  reads: Array<{ name: string; path: string }>;
  memberToken: string;
  pace: ReadPace;
  sizeOf: (url: string, session: Record<string, string>) => Promise<Size>;
  after?: (headers: Record<string, string>) => Promise<HttpResult & Size>;
}

/** Each read alone (with its size), as a visitor, then as a signed-in member. */
export async function measureAsViewers<Size extends object>(
  baseUrl: string,
  { reads, memberToken, pace, sizeOf, after }: ViewerReads<Size>,
): Promise<Array<HttpResult & Size & { viewer: Viewer }>> {
  const results: Array<HttpResult & Size & { viewer: Viewer }> = [];
  for (const viewer of ['visitor', 'member'] as const) {
    const session: Record<string, string> =
      viewer === 'member' ? { authorization: `Bearer ${memberToken}` } : {};
    const headers = { ...BROWSER_ACCEPT_ENCODING, ...session };
    // A warm-up, not kept: a fresh process's first requests are slower (V8 still compiling, the
    // database pool still opening connections).
    await measure(
      baseUrl,
      'warm-up',
      reads.map((r) => r.path),
      { ...pace, seconds: 2, headers },
    );
    for (const read of reads) {
      const size = await sizeOf(`${baseUrl}${read.path}`, session);
      results.push({
        ...(await measure(baseUrl, read.name, [read.path], { ...pace, headers })),
        viewer,
        ...size,
      });
    }
    if (after) results.push({ ...(await after(headers)), viewer });
  }
  return results;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
