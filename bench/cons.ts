// Issue 35's proof, `npm run bench:cons` (and the last part of `npm run bench`), on SQLite and on
// PostgreSQL + Redis: the mixed load's data (bench/load-setup.ts) and one listed three-day con with
// 300 members going, 40 group cosplays, 9 meetups and 200 photoshoot slots (bench/con-seed.ts).
// 1. The con page: the bare Fastify route, then each read the page makes (the con, who's going,
//    groups, shoots, meetups) as a visitor and as a member, each as a share of the bare route.
// 2. Bookings: 50 members book one slot at once (exactly one must get it); then a stream of
//    bookings, each by its own member of its own free slot, on a quiet server and with the mixed
//    load (bench/load-mix.ts) beside it.
// CONS_DATABASES (sqlite,postgres), CONS_MEMBERS (the first of BENCH_SIZES, else 10,000),
// BENCH_EVENTS (10,000), CONS_SECONDS (3 per read) and CONS_BOOKINGS (50 per phase) change the run.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/connection';
import { burstOnOneSlot, timeBookings } from './con-bookings';
import { type ConRun, printBookings, printReads } from './con-report';
import { CON_MEMBERS, type SeededCon, seedCon } from './con-seed';
import { measure } from './http-bench';
import { LOAD_PASSWORD, seedLoadData, signedInLoadMix } from './load-setup';
import { mixedLoad, signIn } from './notifications';
import { logIn } from './organiser-session';
import { bareRoute, loadAverage, measureAsViewers, withBenchData, withServer } from './read-shares';

type Database = ConRun['database'];
/** What the environment may change (see the top of the file). */
const RUN = {
  databases: (process.env.CONS_DATABASES ?? 'sqlite,postgres').split(',') as Database[],
  members: Number(process.env.CONS_MEMBERS ?? process.env.BENCH_SIZES?.split(',')[0] ?? 10_000),
  events: Number(process.env.BENCH_EVENTS ?? 10_000),
  seconds: Number(process.env.CONS_SECONDS ?? 3),
  bookings: Number(process.env.CONS_BOOKINGS ?? 50),
};
const BURST = 50;
const CONNECTIONS = 20;
const REFERENCE_PORT = 4397;
/** Each read's run. */
const PACE = { seconds: RUN.seconds, connections: CONNECTIONS };
/** The bookers: member4000 on, clear of the goers (2000–2299) and the photographers (3000 on). */
const FIRST_BOOKER = 4000;

/** The reads the con page makes (src/web/features/conventions: the con, then its four sections). */
const conReads = (slug: string) => [
  { name: 'con', path: `/api/cons/${slug}` },
  { name: 'going', path: `/api/cons/${slug}/going` },
  { name: 'groups', path: `/api/cons/${slug}/groups` },
  { name: 'shoots', path: `/api/cons/${slug}/shoots` },
  { name: 'meetups', path: `/api/cons/${slug}/meetups` },
];

/** An answer's size as `headers` get it (no Accept-Encoding: uncompressed). */
async function answerBytes(url: string, headers: Record<string, string>): Promise<number> {
  return (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
}

/** Each read alone, then the five in turn (the whole page), as a visitor and as a going member. */
function measureReads(baseUrl: string, con: SeededCon, memberToken: string) {
  const reads = conReads(con.slug);
  const allPaths = reads.map((r) => r.path);
  const wholePage = async (headers: Record<string, string>) => {
    const page = await measure(baseUrl, 'the whole page', allPaths, { ...PACE, headers });
    // A page is five requests: in pages, its rate is a fifth of the requests'.
    const pages = Math.round(page.requestsPerSec / reads.length);
    return { ...page, endpoint: `the whole page: the five in turn (${pages} pages/s)` };
  };
  return measureAsViewers<{ bytes?: number }>(baseUrl, {
    reads,
    memberToken,
    pace: PACE,
    sizeOf: async (url, session) => ({ bytes: await answerBytes(url, session) }),
    after: wholePage,
  });
}

async function benchDatabase(database: Database): Promise<ConRun> {
  return withBenchData('cons', database, {}, async ({ dataDir, databaseUrl, env }) => {
    const started = performance.now();
    const eventIds = await seedLoadData(dataDir, databaseUrl, { members: RUN.members, events: RUN.events });
    const handle = await openDatabase({ dataDir, databaseUrl });
    let con: SeededCon;
    try {
      con = await seedCon(handle);
    } finally {
      await handle.close();
    }
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(
      `  ${database}: seeded ${RUN.members} members, ${RUN.events} events and the con in ${seedSeconds.toFixed(1)} s`,
    );
    const reference = await bareRoute(REFERENCE_PORT, PACE);
    const measured = await withServer(env, (baseUrl) => measureOn(baseUrl, con, eventIds));
    return { database, reference, ...measured };
  });
}

/** The reads as a visitor and a member, then the burst, then the bookings quiet and under the load. */
async function measureOn(baseUrl: string, con: SeededCon, eventIds: number[]) {
  const viewer = await logIn(baseUrl, `member${CON_MEMBERS.firstGoer}`, LOAD_PASSWORD);
  const reads = await measureReads(baseUrl, con, viewer.token);
  // Enough for the burst, and for both streams once the burst's winner is left out.
  const bookers = await signIn(baseUrl, FIRST_BOOKER, Math.max(BURST, 2 * RUN.bookings + 1));
  if (bookers.some((b) => con.photographerIds.includes(b.id))) throw new Error('a booker is a photographer');
  const [burstSlot, ...streamSlots] = con.freeSlots;
  const burst = await burstOnOneSlot(baseUrl, bookers.slice(0, BURST), burstSlot!);
  const streamers = bookers.filter((b) => b !== burst.winner);
  const quiet = await timeBookings(baseUrl, streamers.slice(0, RUN.bookings), streamSlots);
  const mix = await signedInLoadMix(baseUrl, RUN.members, eventIds);
  let stop = () => {};
  const running = mixedLoad(baseUrl, mix, new Promise<void>((resolve) => (stop = resolve)));
  let busy: number[];
  try {
    // A second for the load to reach its 100 connections.
    await new Promise((r) => setTimeout(r, 1000));
    const second = streamers.slice(RUN.bookings, 2 * RUN.bookings);
    // The load's autocannon runs in this process: how late its own event loop ran is time each
    // booking spent in the client, not the server.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    busy = await timeBookings(baseUrl, second, streamSlots.slice(RUN.bookings));
    lag.disable();
    const lagMs = (p: number) => Math.round(lag.percentile(p) / 1e6);
    console.log(
      `  bookings under the load: this process's own event loop (the load's client) lagged p50 ${lagMs(50)} ms, p99 ${lagMs(99)} ms, max ${Math.round(lag.max / 1e6)} ms meanwhile`,
    );
  } finally {
    stop();
  }
  return { reads, burst, quiet, busy, load: await running };
}

export async function benchCons(): Promise<void> {
  console.log(
    `\nConventions (issue 35): ${RUN.members} members, ${RUN.events} events; one con of 3 days, 300 going, 40 groups, 9 meetups, 200 slots; ${RUN.seconds} s per read at ${CONNECTIONS} connections`,
  );
  console.log(`Load average at the start: ${loadAverage()}`);
  const runs: ConRun[] = [];
  for (const database of RUN.databases) runs.push(await benchDatabase(database));
  printReads(runs);
  printBookings(runs, RUN.bookings);
  console.log(`Load average at the end: ${loadAverage()}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchCons().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
