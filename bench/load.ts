// `npm run bench:load`: 10,000 seeded members, then 60 s of mixed traffic at 100 connections on
// loopback (public profiles, search, member list, state numbers, score tables, logins and profile
// saves), on PostgreSQL and on SQLite. Prints per-endpoint figures and the server's memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connection';
import { hashPassword } from '../src/server/security/passwords';
import { startServer, waitForExit } from '../tests/api/server-process';
import { type HttpResult, measure } from './http-bench';
import { seedMembers } from './seed';

const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 10_000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Bench#pass1';

/** Connections per endpoint: 100 in all, weighted like a day on the site. */
const MIX: Array<[string, number]> = [
  ['public profile', 30],
  ['search', 20],
  ['member list', 15],
  ['state numbers', 15],
  ['score table', 10],
  ['login', 5],
  ['profile save', 5],
];

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function run(database: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-load-'));
  const dbName = `club_load_${process.pid}`;
  let databaseUrl: string | undefined;
  if (database === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const handle = await openDatabase({ dataDir, databaseUrl });
  await seedMembers(handle.db, MEMBERS, await hashPassword(PASSWORD));
  await sql`ANALYZE`.execute(handle.db);
  await handle.close();

  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    LOGIN_FAILURES_PER_ADDRESS: '1000000',
    LOGIN_FAILURES_PER_ACCOUNT: '1000000',
    // One member saving 50+ times a second would be throttled (correctly); here we measure capacity.
    PROFILE_SAVES_PER_MEMBER: '1000000',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const server = await startServer(env);
  const pid = server.process.pid!;
  try {
    // Members who save their profiles during the run (each save needs the member's own token).
    const tokens: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${server.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `member${i}`, password: PASSWORD }),
      });
      const body = (await res.json()) as { token: string; ID: number };
      tokens.push({ id: body.ID, token: body.token });
    }
    const memoryStart = rssMb(pid);
    const ids = Array.from({ length: 500 }, (_, i) => (i * 7919) % MEMBERS);
    const opts = (connections: number) => ({ seconds: SECONDS, connections });
    const auth = { authorization: `Bearer ${tokens[0]!.token}` };
    const runs: Record<string, () => Promise<HttpResult>> = {
      'public profile': () =>
        measure(
          server.baseUrl,
          'public profile',
          ids.map((i) => `/api/public/member${i}`),
          opts(30),
        ),
      search: () =>
        measure(
          server.baseUrl,
          'search',
          ['kansas', 'zelda', 'guild', 'member42', 'stitch', 'ohio'].map((q) => `/api/search?query=${q}`),
          opts(20),
        ),
      'member list': () =>
        measure(
          server.baseUrl,
          'member list',
          Array.from({ length: 50 }, (_, i) => `/api/users?page=${i + 1}`),
          { ...opts(15), headers: auth },
        ),
      'state numbers': () => measure(server.baseUrl, 'state numbers', ['/api/public/numbers'], opts(15)),
      'score table': () =>
        measure(server.baseUrl, 'score table', ['/api/users/getscore?gameName=TETRIS'], {
          ...opts(10),
          headers: auth,
        }),
      login: () =>
        measure(server.baseUrl, 'login', ['/api/login'], {
          ...opts(5),
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'member7', password: PASSWORD }),
        }),
      'profile save': () =>
        measure(server.baseUrl, 'profile save', [`/api/users/${tokens[1]!.id}`], {
          ...opts(5),
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[1]!.token}` },
          body: JSON.stringify({ about: 'Updated during the load test', city: 'Wichita' }),
        }),
    };
    const results = await Promise.all(MIX.map(([name]) => runs[name]!()));
    return { database, results, memoryStart, memoryEnd: rssMb(pid) };
  } finally {
    server.process.kill('SIGTERM');
    await waitForExit(server.process);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function main() {
  console.log(
    `Machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  console.log(`${MEMBERS} members, ${SECONDS} s, 100 connections split by endpoint, loopback\n`);
  let failed = false;
  for (const database of ['postgres', 'sqlite'] as const) {
    const r = await run(database);
    console.log(`\n${database}: server memory ${r.memoryStart} MB at start, ${r.memoryEnd} MB at end`);
    console.log('| endpoint | connections | req/s | p50 ms | p99 ms | errors | non-2xx |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [i, x] of r.results.entries()) {
      console.log(
        `| ${x.endpoint} | ${MIX[i]![1]} | ${x.requestsPerSec} | ${x.p50} | ${x.p99} | ${x.errors} | ${x.non2xx} |`,
      );
      if (x.errors > 0 || x.non2xx > 0) failed = true;
    }
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
