// Issue 34's proof, `npm run bench:notifications` (and the last part of `npm run bench`), on
// SQLite and on PostgreSQL + Redis: a seeded club (the mixed load's data), a real server process
// and a local push service that decrypts what it gets.
// 1. Push latency: RSVPs "going" one after another, each timed from its answer to the host's push
//    reaching the push service; on a quiet server, then with the mixed load (load-mix.ts) beside.
// 2. Live streams: 1,000 open GET /api/me/live streams, the server's RSS before and after, one
//    notification's arrival on its member's tabs, and throughput with the streams open vs not.
// NOTIFY_DATABASES (sqlite,postgres), NOTIFY_MEMBERS (the first of BENCH_SIZES, else 10,000),
// BENCH_EVENTS (10,000), NOTIFY_PUSHES (50 per phase), NOTIFY_STREAMS (1,000) and
// NOTIFY_HTTP_SECONDS (3) make shorter or longer runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STREAMS_PER_MEMBER } from '../src/server/features/notifications/live-routes';
import { waitForExit } from '../tests/api/server-process';
import { startPushReceiver } from '../tests/support/push-receiver';
import { startBenchServer } from './bench-server';
import { type HttpResult, measure } from './http-bench';
import { benchLiveStreams } from './live-streams';
import { LOAD_LIMITS, LOAD_PASSWORD, seedLoadData, signedInLoadMix } from './load-setup';
import { type DatabaseRun, printLive, printPushes } from './notifications-report';
import { logIn, type SignedIn } from './organiser-session';
import { dropPgDatabase, freshPgDatabase } from './pg-database';
import { hostWithDevice, type PushTimes, timePushes } from './push-latency';
import { BROWSER_ACCEPT_ENCODING } from './read-endpoints';

type Database = DatabaseRun['database'];
const DATABASES = (process.env.NOTIFY_DATABASES ?? 'sqlite,postgres').split(',') as Database[];
const MEMBERS = Number(process.env.NOTIFY_MEMBERS ?? process.env.BENCH_SIZES?.split(',')[0] ?? 10_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const PUSHES = Number(process.env.NOTIFY_PUSHES ?? 50);
const STREAMS = Number(process.env.NOTIFY_STREAMS ?? 1000);
const HTTP_SECONDS = Number(process.env.NOTIFY_HTTP_SECONDS ?? 3);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The mixed load runs until the timed pushes are done; this is only its upper bound. */
const LOAD_MAX_SECONDS = 600;

/**
 * Seeded members by role, clear of those the mixed load signs in as (0–7) and of the pending
 * sign-ups it seeds at the top of the table: the push host, its guests, the live tabs' members.
 */
const PUSH_HOST = 150;
const LIVE_GUEST = 199;
const FIRST_GUEST = 200;
const FIRST_TAB_MEMBER = 1000;

/** Signs in member{first} … member{first + count - 1}, a few at a time (each login is an argon2 hash). */
export async function signIn(baseUrl: string, first: number, count: number): Promise<SignedIn[]> {
  const out: SignedIn[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, (_, j) => first + i + j);
    out.push(...(await Promise.all(batch.map((n) => logIn(baseUrl, `member${n}`, LOAD_PASSWORD)))));
  }
  return out;
}

/** The mixed load at its 100 connections until `until` resolves. */
export function mixedLoad(
  baseUrl: string,
  mix: Awaited<ReturnType<typeof signedInLoadMix>>,
  until: Promise<void>,
) {
  return Promise.all(
    mix.map((e) =>
      measure(baseUrl, e.name, e.paths, {
        seconds: LOAD_MAX_SECONDS,
        connections: e.connections,
        method: e.method,
        headers: { ...BROWSER_ACCEPT_ENCODING, ...e.headers },
        body: e.body,
        bodies: e.bodies,
        until,
      }),
    ),
  );
}

async function benchDatabase(database: Database): Promise<DatabaseRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-notify-bench-'));
  const pgName = `club_notify_${process.pid}`;
  const databaseUrl = database === 'postgres' ? await freshPgDatabase(pgName) : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ...LOAD_LIMITS,
    PUSH_ALLOW_LOOPBACK_ENDPOINTS: '1',
    // The push host makes an event per timed RSVP.
    EVENTS_PER_MEMBER_HOUR: '100000',
    EVENTS_PER_MEMBER_DAY: '100000',
  };
  // Several instances on PostgreSQL share Redis: the live channel fans out through it.
  if (databaseUrl)
    Object.assign(env, { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: `bench:${pgName}:` });
  const receiver = await startPushReceiver();
  try {
    const started = performance.now();
    const eventIds = await seedLoadData(dataDir, databaseUrl, { members: MEMBERS, events: EVENTS });
    console.log(
      `  ${database}: seeded ${MEMBERS} members and ${EVENTS} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    let server = await startBenchServer(env);
    let quiet: PushTimes;
    let busy: PushTimes;
    let load: HttpResult[];
    try {
      const host = await hostWithDevice(
        server.baseUrl,
        receiver,
        await logIn(server.baseUrl, `member${PUSH_HOST}`, LOAD_PASSWORD),
      );
      const guests = await signIn(server.baseUrl, FIRST_GUEST, 2 * PUSHES);
      quiet = await timePushes(server.baseUrl, receiver, host, guests.slice(0, PUSHES));
      const mix = await signedInLoadMix(server.baseUrl, MEMBERS, eventIds);
      let stop = () => {};
      const running = mixedLoad(server.baseUrl, mix, new Promise<void>((resolve) => (stop = resolve)));
      try {
        busy = await timePushes(server.baseUrl, receiver, host, guests.slice(PUSHES));
      } finally {
        stop();
      }
      load = await running;
    } finally {
      server.process.kill('SIGTERM');
      await waitForExit(server.process);
    }
    // The streams on a fresh process, so its memory before them is a server's at rest.
    server = await startBenchServer(env);
    try {
      const tabMembers = Math.ceil(STREAMS / STREAMS_PER_MEMBER);
      const live = await benchLiveStreams({
        baseUrl: server.baseUrl,
        pid: server.process.pid!,
        members: await signIn(server.baseUrl, FIRST_TAB_MEMBER, tabMembers),
        guest: await logIn(server.baseUrl, `member${LIVE_GUEST}`, LOAD_PASSWORD),
        count: STREAMS,
        httpSeconds: HTTP_SECONDS,
      });
      return { database, quiet, busy, load, live };
    } finally {
      server.process.kill('SIGTERM');
      await waitForExit(server.process);
    }
  } finally {
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPgDatabase(pgName);
  }
}

export async function benchNotifications(): Promise<void> {
  if (FIRST_GUEST + 2 * PUSHES > FIRST_TAB_MEMBER)
    throw new Error(`NOTIFY_PUSHES is at most ${(FIRST_TAB_MEMBER - FIRST_GUEST) / 2}`);
  // The pending sign-ups the mixed load seeds sit at the top of the table: keep the tabs clear of them.
  if (MEMBERS < FIRST_TAB_MEMBER + Math.ceil(STREAMS / STREAMS_PER_MEMBER) + 100)
    throw new Error(`the notifications bench needs more seeded members than ${MEMBERS}`);
  console.log(`\nNotifications (issue 34): ${MEMBERS} members, ${EVENTS} events`);
  const runs: DatabaseRun[] = [];
  for (const database of DATABASES) runs.push(await benchDatabase(database));
  printPushes(runs, PUSHES);
  printLive(runs, { streams: STREAMS, httpSeconds: HTTP_SECONDS });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchNotifications().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
