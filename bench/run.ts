// `npm run bench`: seeds 10,000 and 100,000 members (and 10,000 events) on SQLite and PostgreSQL,
// measures the public and member read endpoints with autocannon on loopback, and times one step of
// each game engine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connection';
import { hashPassword } from '../src/server/security/passwords';
import { startServer, waitForExit } from '../tests/api/server-process';
import { benchGameSteps } from './games-step';
import { type HttpResult, measure } from './http-bench';
import { benchPhotoLoad } from './photo-load';
import { seedMembers } from './seed';
import { seedEvents } from './seed-events';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Bench#pass1';

interface Row extends HttpResult {
  database: string;
  members: number;
}

async function pgDatabaseUrl(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPgDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end();
}

async function benchOne(database: 'sqlite' | 'postgres', members: number): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
  const pgName = `club_bench_${members}`;
  const databaseUrl = database === 'postgres' ? await pgDatabaseUrl(pgName) : undefined;
  const seedStart = performance.now();
  const handle = await openDatabase({ dataDir, databaseUrl });
  await seedMembers(handle.db, members, await hashPassword(PASSWORD));
  await seedEvents(handle.db, EVENTS, members);
  // Fresh statistics, as autovacuum / a maintained database would have them.
  await sql`ANALYZE`.execute(handle.db);
  await handle.close();
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);
  console.log(`  ${database}: seeded ${members} members and ${EVENTS} events in ${seedSeconds} s`);

  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const server = await startServer(env);
  try {
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member1', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const ids = Array.from({ length: 200 }, (_, i) => Math.floor((i * 7919) % members));
    const terms = [
      'kansas',
      'link',
      'zelda',
      'stitch',
      'photographer',
      'guild',
      'north dakota',
      'mandalorian',
      'wichita',
      'member123',
    ];
    const opts = { seconds: SECONDS, connections: CONNECTIONS };
    const eventPaths = [
      '/api/events?limit=3',
      '/api/events/states',
      '/api/events',
      '/api/events?state=Kansas',
      '/api/events?state=Ohio&limit=50',
      '/api/events?page=3',
      '/api/events?past=true',
    ];
    const results = [
      await measure(
        server.baseUrl,
        'search',
        terms.flatMap((t) => [
          `/api/search?query=${encodeURIComponent(t)}`,
          `/api/search?query=${encodeURIComponent(t)}&state=Ohio`,
        ]),
        opts,
      ),
      await measure(
        server.baseUrl,
        'public profile',
        ids.map((i) => `/api/public/member${i}`),
        opts,
      ),
      await measure(
        server.baseUrl,
        'member list',
        Array.from({ length: 100 }, (_, i) => `/api/users?page=${i + 1}&limit=10`),
        {
          ...opts,
          headers: { authorization: `Bearer ${token}` },
        },
      ),
      await measure(server.baseUrl, 'state numbers', ['/api/public/numbers'], opts),
      // The landing page's next three, a state's events, the events page and past events.
      await measure(server.baseUrl, 'events list', eventPaths, opts),
      await measure(server.baseUrl, 'events list (member)', eventPaths, {
        ...opts,
        headers: { authorization: `Bearer ${token}` },
      }),
    ];
    return results.map((r) => ({ ...r, database, members }));
  } finally {
    server.process.kill('SIGTERM');
    await waitForExit(server.process);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPgDatabase(pgName);
  }
}

async function main() {
  console.log(
    `Machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  console.log(`HTTP: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, loopback\n`);
  const rows: Row[] = [];
  for (const database of ['sqlite', 'postgres'] as const) {
    for (const members of SIZES) rows.push(...(await benchOne(database, members)));
  }
  console.log('\n| database | members | endpoint | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.members} | ${r.endpoint} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    );
  }
  console.log('\n| game | steps/s | µs per step |');
  console.log('|---|---|---|');
  for (const g of await benchGameSteps()) {
    console.log(`| ${g.game} | ${Math.round(g.stepsPerSec)} | ${g.usPerStep.toFixed(2)} |`);
  }
  await benchPhotoLoad();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
