// Start-up bench: the server run the tsx way (TypeScript compiled at run time, as before) and the
// compiled way (`npm start`: scripts/start.mjs running dist/server/main.js), each on the same
// seeded SQLite data directory and the same web build (dist/web).
// For each: time from spawning the process to the "listening" log line and to the first 200 from
// /api/health, and resident memory (VmRSS) after it has sat idle for a while.
// `npx tsx bench/startup.ts` (STARTUP_RUNS, STARTUP_IDLE_SECONDS, STARTUP_DATA_DIR to reuse a seed).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/connection';
import { hashPassword } from '../src/server/security/passwords';
import { serverArgs, startFlags } from '../tests/api/server-process';
import { seedMembers } from './seed';
import { seedEvents } from './seed-events';

export type StartupWay = 'tsx' | 'compiled';

export interface StartupRow {
  way: StartupWay;
  /** Medians over the runs, in milliseconds from spawn. */
  listeningMs: number;
  healthMs: number;
  idleRssMb: number;
  runs: number;
}

interface OneRun {
  listeningMs: number;
  healthMs: number;
  idleRssMb: number;
}

const PORT = 4460 + (process.pid % 40);

/** Node's arguments for each way. */
const WAYS: Record<StartupWay, string[]> = {
  tsx: serverArgs({ compiled: false }),
  compiled: [...startFlags(), 'scripts/start.mjs'],
};

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startOnce(way: StartupWay, dataDir: string, idleSeconds: number): Promise<OneRun> {
  const started = performance.now();
  const child = spawn(process.execPath, WAYS[way], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listeningMs = Number.NaN;
  child.stdout.on('data', (chunk) => {
    output += chunk;
    // Fastify's own line, logged once the socket is bound.
    if (Number.isNaN(listeningMs) && output.includes('Server listening at')) {
      listeningMs = performance.now() - started;
    }
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    let healthMs = Number.NaN;
    const deadline = started + 30_000;
    while (Number.isNaN(healthMs)) {
      if (child.exitCode !== null) throw new Error(`${way} server exited: ${output}`);
      if (performance.now() > deadline) throw new Error(`${way} server did not answer: ${output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (res.ok) healthMs = performance.now() - started;
      } catch {
        await sleep(5);
      }
    }
    await sleep(idleSeconds * 1000);
    return { listeningMs, healthMs, idleRssMb: rssMb(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Builds first (only the server when dist/web exists), so npm start does not build while measured
 * and both ways serve the same web build. Then starts the server `runs` times each way,
 * alternating so a busy moment on the machine hits both alike, on `dataDir` (a seeded SQLite one).
 */
export async function measureStartup(dataDir: string, runs = 3, idleSeconds = 2): Promise<StartupRow[]> {
  const build = fs.existsSync('dist/web/index.html')
    ? spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const results: Record<StartupWay, OneRun[]> = { tsx: [], compiled: [] };
  for (let i = 0; i < runs; i++) {
    for (const way of ['tsx', 'compiled'] as const) {
      results[way].push(await startOnce(way, dataDir, idleSeconds));
    }
  }
  return (['tsx', 'compiled'] as const).map((way) => ({
    way,
    listeningMs: Math.round(median(results[way].map((r) => r.listeningMs))),
    healthMs: Math.round(median(results[way].map((r) => r.healthMs))),
    idleRssMb: median(results[way].map((r) => r.idleRssMb)),
    runs,
  }));
}

export function printStartupTable(rows: StartupRow[], idleSeconds: number): void {
  console.log(`| way      | spawn → listening | spawn → /api/health 200 | RSS idle ${idleSeconds} s |`);
  console.log('|----------|------------------:|------------------------:|-----------:|');
  for (const r of rows) {
    const way = r.way.padEnd(8);
    console.log(`| ${way} | ${r.listeningMs} ms | ${r.healthMs} ms | ${r.idleRssMb} MB |`);
  }
  console.log(`(medians of ${rows[0]?.runs ?? 0} runs each)`);
}

/** A data directory with 10,000 members and 1,000 events, as the other benches seed. */
export async function seedStartupDataDir(members = 10_000, events = 1_000): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-startup-'));
  const handle = await openDatabase({ dataDir });
  await seedMembers(handle.db, members, await hashPassword('Bench#pass1'));
  await seedEvents(handle.db, events, members);
  await sql`ANALYZE`.execute(handle.db);
  await handle.close();
  return dataDir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.env.STARTUP_RUNS ?? 3);
  const idleSeconds = Number(process.env.STARTUP_IDLE_SECONDS ?? 2);
  const reuse = process.env.STARTUP_DATA_DIR;
  const dataDir = reuse ?? (await seedStartupDataDir());
  try {
    printStartupTable(await measureStartup(dataDir, runs, idleSeconds), idleSeconds);
  } finally {
    if (!reuse) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
