// `npm run bench:load`: 10,000 seeded members and 10,000 events, then 60 s of mixed traffic at 100
// connections on loopback (bench/load-mix.ts: public pages, events, member pages, settings and
// organiser reads, logins and profile saves), on PostgreSQL and on SQLite. Prints per-endpoint
// figures, whether every read endpoint's p99 is within 250 ms, and the server's memory; exits 1
// when any request failed. LOAD_MEMBERS, LOAD_EVENTS, LOAD_SECONDS and LOAD_DATABASES
// (e.g. `sqlite`) make shorter runs; LOAD_SETTLE_SECONDS (5) is how long the server is left idle
// before its memory is read the second time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForExit } from '../tests/api/server-process';
import { startBenchServer } from './bench-server';
import { type HttpResult, measure } from './http-bench';
import type { Endpoint } from './load-mix';
import { LOAD_LIMITS, seedLoadData, signedInLoadMix } from './load-setup';
import { dropPgDatabase, freshPgDatabase } from './pg-database';
import { BROWSER_ACCEPT_ENCODING } from './read-endpoints';

const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 10_000);
const EVENTS = Number(process.env.LOAD_EVENTS ?? 10_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const DATABASES = (process.env.LOAD_DATABASES ?? 'postgres,sqlite').split(',') as Array<
  'postgres' | 'sqlite'
>;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const READ_P99_GOAL_MS = 250;

const METRICS_TOKEN = 'bench-metrics-token';
/** How long the server is left idle after the load before its memory is read again. */
const SETTLE_MS = Number(process.env.LOAD_SETTLE_SECONDS ?? 5) * 1000;

/** Where the server's memory is after the load, from its own /metrics (V8's heap and the rest). */
async function memoryParts(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const lines = (await res.text()).split('\n');
  const metric = (name: string) => Number(lines.find((l) => l.startsWith(`${name} `))?.split(' ')[1]);
  const mb = (name: string) => Math.round(metric(name) / 1024 / 1024);
  const ms = (name: string) => Math.round(metric(name) * 1000);
  return `V8 heap ${mb('nodejs_heap_size_total_bytes')} MB of which ${mb('nodejs_heap_size_used_bytes')} MB used, external ${mb('nodejs_external_memory_bytes')} MB; event loop delay p50 ${ms('nodejs_eventloop_lag_p50_seconds')} ms, p99 ${ms('nodejs_eventloop_lag_p99_seconds')} ms`;
}

/** The resident memory's kinds: the process's own (anonymous) and mapped files (code, libraries). */
function rssParts(pid: number): string {
  return `${statusMb(pid, 'RssAnon')} MB anonymous, ${statusMb(pid, 'RssFile')} MB mapped files`;
}

/** One memory line of /proc/<pid>/status, in MB. */
function statusMb(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

const rssMb = (pid: number) => statusMb(pid, 'VmRSS');

async function run(database: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-load-'));
  const dbName = `club_load_${process.pid}`;
  const databaseUrl = database === 'postgres' ? await freshPgDatabase(dbName) : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    METRICS_TOKEN,
    ...LOAD_LIMITS,
  };
  // On PostgreSQL the instances share Redis (which the answer cache needs there), as deployed.
  if (databaseUrl)
    Object.assign(env, { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: `load:${dbName}:` });
  try {
    const eventIds = await seedLoadData(dataDir, databaseUrl, { members: MEMBERS, events: EVENTS });
    const server = await startBenchServer(env);
    const pid = server.process.pid!;
    try {
      const mix = await signedInLoadMix(server.baseUrl, MEMBERS, eventIds);
      const memoryStart = rssMb(pid);
      const results = await Promise.all(
        mix.map((e) =>
          measure(server.baseUrl, e.name, e.paths, {
            seconds: SECONDS,
            connections: e.connections,
            method: e.method,
            // As a browser asks: kept answers of a kilobyte or more come compressed.
            headers: { ...BROWSER_ACCEPT_ENCODING, ...e.headers },
            body: e.body,
            bodies: e.bodies,
          }),
        ),
      );
      const where = `${rssParts(pid)}; ${await memoryParts(server.baseUrl)}`;
      const memoryEnd = rssMb(pid);
      // What the server keeps once the load is over: V8 gives back unused heap after a few idle
      // seconds (its memory reducer), so both figures are printed.
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const memorySettled = rssMb(pid);
      const settled = `${rssParts(pid)}; ${await memoryParts(server.baseUrl)}`;
      return { database, mix, results, memoryStart, memoryEnd, where, memorySettled, settled };
    } finally {
      server.process.kill('SIGTERM');
      await waitForExit(server.process);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPgDatabase(dbName);
  }
}

/** Prints one database's table; returns whether every request succeeded and every read met the goal. */
function report(mix: Endpoint[], results: HttpResult[]): { failed: boolean; slowReads: string[] } {
  console.log(
    `| endpoint | connections | req/s | p50 ms | p99 ms | errors | non-2xx | p99 ≤ ${READ_P99_GOAL_MS} ms |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  let failed = false;
  const slowReads: string[] = [];
  for (const [i, x] of results.entries()) {
    const endpoint = mix[i]!;
    const withinGoal = x.p99 <= READ_P99_GOAL_MS;
    if (endpoint.read && !withinGoal) slowReads.push(x.endpoint);
    if (x.errors > 0 || x.non2xx > 0) failed = true;
    const verdict = endpoint.read ? (withinGoal ? 'yes' : '**no**') : '(write)';
    console.log(
      `| ${x.endpoint} | ${endpoint.connections} | ${x.requestsPerSec} | ${x.p50} | ${x.p99} | ${x.errors} | ${x.non2xx} | ${verdict} |`,
    );
  }
  return { failed, slowReads };
}

async function main() {
  console.log(
    `Machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  console.log(
    `${MEMBERS} members, ${EVENTS} events, ${SECONDS} s, 100 connections split by endpoint, loopback\n`,
  );
  let failed = false;
  for (const database of DATABASES) {
    const r = await run(database);
    console.log(
      `\n${database}: server memory ${r.memoryStart} MB at start, ${r.memoryEnd} MB at the load's end (${r.where}), ${r.memorySettled} MB ${SETTLE_MS / 1000} s later (${r.settled})`,
    );
    const { failed: someFailed, slowReads } = report(r.mix, r.results);
    failed ||= someFailed;
    console.log(
      slowReads.length
        ? `\n${database}: p99 over ${READ_P99_GOAL_MS} ms on ${slowReads.join(', ')}.`
        : `\n${database}: every read endpoint's p99 is within ${READ_P99_GOAL_MS} ms.`,
    );
  }
  if (failed) {
    console.log('\nSome requests failed.');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
