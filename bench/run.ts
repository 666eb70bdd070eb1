// `npm run bench`: seeds 10,000 and 100,000 members (BENCH_SIZES; 1,000,000 on PostgreSQL only
// when asked) and 10,000 events on SQLite and PostgreSQL, then measures with autocannon on
// loopback: a bare Fastify route as the yardstick, the read endpoints with the answer cache (as
// served) and without it (the queries' own cost), and each game engine's step; then photo saves
// beside public reads; then notifications (push latency, open live streams: bench/notifications.ts);
// then conventions (the con page's reads, bookings under the mixed load: bench/cons.ts); then
// projects (the feed, a 200-entry project's page and log, a 20-photo upload's memory: bench/projects.ts);
// then comments and messages (a 500-comment thread's reads, message delivery across two instances
// under the mixed load: bench/talk.ts); then groups (a 500-member group page's reads: bench/groups.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/connection';
import { hashPassword } from '../src/server/security/passwords';
import { waitForExit } from '../tests/api/server-process';
import { startBenchServer } from './bench-server';
import { benchCons } from './cons';
import { printCostGrowth } from './cost-growth';
import { printEndpointPlans } from './cost-growth-plans';
import { benchGameSteps } from './games-step';
import { benchGroups } from './groups';
import { type HttpResult, measure } from './http-bench';
import { benchNotifications } from './notifications';
import { dropPgDatabase, freshPgDatabase } from './pg-database';
import { benchPhotoLoad } from './photo-load';
import { benchProjects } from './projects';
import { BROWSER_ACCEPT_ENCODING, type Endpoint, readEndpoints } from './read-endpoints';
import { startReference } from './reference';
import { benchSearchShapes, type ShapeRow } from './search-shapes';
import { seedMembers } from './seed';
import { seedMembersFast } from './seed-bulk';
import { seedEvents } from './seed-events';
import { benchTalk } from './talk';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** SQLite is the one-machine setup; the million is for PostgreSQL's cost-growth table. */
const SQLITE_MAX = 100_000;
const PASSWORD = 'Bench#pass1';
const opts = { seconds: SECONDS, connections: CONNECTIONS };

type Database = 'sqlite' | 'postgres';
interface Row extends HttpResult {
  database: Database;
  members: number;
  /** Share of the bare-Fastify reference measured just before (cached runs only). */
  share?: number;
  goal?: number;
}

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'member1', password: PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function measureEndpoints(baseUrl: string, endpoints: Endpoint[]): Promise<HttpResult[]> {
  const auth = { authorization: `Bearer ${await login(baseUrl)}` };
  const results: HttpResult[] = [];
  for (const e of endpoints) {
    const headers = { ...(e.plain ? {} : BROWSER_ACCEPT_ENCODING), ...(e.member ? auth : {}) };
    results.push(await measure(baseUrl, e.name, e.paths, { ...opts, headers }));
  }
  return results;
}

/** Public profiles asked again by a browser that has them: If-None-Match with each one's ETag. */
async function measureRevalidation(baseUrl: string, paths: string[]): Promise<HttpResult> {
  const etags = new Map<string, string>();
  for (const p of paths) etags.set(p, (await fetch(`${baseUrl}${p}`)).headers.get('etag') ?? '');
  return measure(baseUrl, 'public profile, revalidated (304)', paths, {
    ...opts,
    headersFor: (p) => ({ 'if-none-match': etags.get(p) ?? '' }),
  });
}

async function referenceReqPerSec(): Promise<number> {
  const reference = await startReference(4399);
  try {
    return (await measure(reference.baseUrl, 'bare Fastify', ['/'], opts)).requestsPerSec;
  } finally {
    reference.process.kill('SIGTERM');
    await new Promise((r) => reference.process.once('exit', r));
  }
}

async function benchOne(database: Database, members: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
  const pgName = `club_bench_${members}`;
  const databaseUrl = database === 'postgres' ? await freshPgDatabase(pgName) : undefined;
  const seedStart = performance.now();
  const handle = await openDatabase({ dataDir, databaseUrl });
  // PostgreSQL: every size loaded the same way (indexes built after the rows), so a million
  // is quick and no size carries a trigram index's pending list that another does not.
  if (database === 'postgres') await seedMembersFast(handle.db, members, await hashPassword(PASSWORD));
  else await seedMembers(handle.db, members, await hashPassword(PASSWORD));
  await seedEvents(handle.db, EVENTS, members);
  // Fresh statistics, as autovacuum / a maintained database would have them.
  await sql`ANALYZE`.execute(handle.db);
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);
  console.log(`  ${database}: seeded ${members} members and ${EVENTS} events in ${seedSeconds} s`);
  if (database === 'postgres') await printEndpointPlans(handle.db, members);

  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  // Several instances on PostgreSQL run with Redis, which the answer cache needs there.
  if (databaseUrl)
    Object.assign(env, { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: `bench:${pgName}:` });
  const endpoints = readEndpoints(members);
  const rows = (results: HttpResult[], reference?: number): Row[] =>
    results.map((r) => {
      const goal = endpoints.find((e) => e.name === r.endpoint)?.goal;
      return { ...r, database, members, ...(reference ? { share: r.requestsPerSec / reference, goal } : {}) };
    });
  try {
    const reference = await referenceReqPerSec();
    let server = await startBenchServer(env);
    const cached = rows(
      [
        ...(await measureEndpoints(server.baseUrl, endpoints)),
        await measureRevalidation(server.baseUrl, endpoints.find((e) => e.name === 'public profile')!.paths),
      ],
      reference,
    );
    server.process.kill('SIGTERM');
    await waitForExit(server.process);

    server = await startBenchServer({ ...env, ANSWER_CACHE: 'off' });
    const uncached = rows(await measureEndpoints(server.baseUrl, endpoints));
    // Search shape by shape, with plans; the handle seeded the data and explains the queries.
    const shapes = await benchSearchShapes({
      baseUrl: server.baseUrl,
      db: handle.db,
      dialect: database,
      members,
      ...opts,
    });
    server.process.kill('SIGTERM');
    await waitForExit(server.process);
    return { reference, cached, uncached, shapes };
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPgDatabase(pgName);
  }
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

function printCached(rows: Row[], references: Map<string, number>) {
  console.log(
    '\nWith the answer cache (as served); share = req/s ÷ the bare Fastify route measured just before',
  );
  console.log(
    '| database | members | bare Fastify req/s | endpoint | req/s | share | goal | p50 ms | p99 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const reference = references.get(`${r.database} ${r.members}`);
    const goal = r.goal === undefined ? '' : `${pct(r.goal)} ${r.share! >= r.goal ? 'met' : 'NOT met'}`;
    console.log(
      `| ${r.database} | ${r.members} | ${reference} | ${r.endpoint} | ${r.requestsPerSec} | ${pct(r.share ?? 0)} | ${goal} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`,
    );
  }
}

/** Issue 19, goal 1: every shape through an index, p99 ≤ 25 ms at 20 connections. */
function printShapes(rows: ShapeRow[]) {
  console.log('\nSearch by shape (ANSWER_CACHE=off; plans above)');
  console.log('| database | members | shape | index only | req/s | p50 ms | p99 ms | p99 ≤ 25 ms | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.members} | ${r.shape} | ${r.usesIndex ? 'yes' : 'NO'} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.p99 <= 25 ? 'yes' : 'no'} | ${r.errors} |`,
    );
  }
}

function printUncached(rows: Row[]) {
  console.log('\nWithout the answer cache (ANSWER_CACHE=off): every request runs its queries');
  console.log('| database | members | endpoint | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.members} | ${r.endpoint} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`,
    );
  }
}

async function main() {
  console.log(
    `Machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  console.log(`HTTP: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, loopback\n`);
  const cached: Row[] = [];
  const uncached: Row[] = [];
  const shapes: ShapeRow[] = [];
  const references = new Map<string, number>();
  for (const database of ['sqlite', 'postgres'] as const) {
    for (const members of SIZES) {
      if (database === 'sqlite' && members > SQLITE_MAX) continue;
      const run = await benchOne(database, members);
      references.set(`${database} ${members}`, run.reference);
      cached.push(...run.cached);
      uncached.push(...run.uncached);
      shapes.push(...run.shapes);
    }
  }
  printCached(cached, references);
  printUncached(uncached);
  printShapes(shapes);
  console.log('\nCost growth on PostgreSQL: p50 (ms) of each endpoint without the answer cache');
  printCostGrowth(uncached);
  console.log('\nThe same, as served (with the answer cache)');
  printCostGrowth(cached);
  console.log('\n| game | steps/s | µs per step |');
  console.log('|---|---|---|');
  for (const g of await benchGameSteps()) {
    console.log(`| ${g.game} | ${Math.round(g.stepsPerSec)} | ${g.usPerStep.toFixed(2)} |`);
  }
  await benchPhotoLoad();
  // Issue 34: push latency and open live streams (bench/notifications.ts); BENCH_NOTIFICATIONS=off skips.
  if (process.env.BENCH_NOTIFICATIONS !== 'off') await benchNotifications();
  // Issue 35: the con page's reads and bookings under the mixed load (bench/cons.ts); BENCH_CONS=off skips.
  if (process.env.BENCH_CONS !== 'off') await benchCons();
  // Issue 36: the projects' reads and a 20-photo upload's memory (bench/projects.ts); BENCH_PROJECTS=off skips.
  if (process.env.BENCH_PROJECTS !== 'off') await benchProjects();
  // Issue 37: a 500-comment thread's reads and message delivery across instances (bench/talk.ts); BENCH_TALK=off skips.
  if (process.env.BENCH_TALK !== 'off') await benchTalk();
  if (process.env.BENCH_GROUPS !== 'off') await benchGroups();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
