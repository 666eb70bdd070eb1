// Issue 37's proof, `npm run bench:talk` (and the last part of `npm run bench`), on SQLite and on
// PostgreSQL + Redis, on the mixed load's data (seeded members and events, bench/load-setup.ts):
// 1. A thread of 500 comments (bench/talk-thread.ts: 250 top-level, 250 replies, written through
//    the API by ten members, reactions on a quarter): the bare Fastify route, then the thread's
//    first page and the next one (following `next`), as a visitor and as a signed-in member, each
//    as a share of the bare route, with their sizes.
// 2. Message delivery (bench/talk-messages.ts): two members who follow each other; B's live stream
//    on a second instance (PostgreSQL: two server processes sharing the database and Redis; SQLite:
//    the one instance), A sends messages one after another on the first, each timed from its POST
//    to B's frame; on quiet servers, then with the mixed load against the first instance.
// TALK_DATABASES (sqlite,postgres), TALK_MEMBERS (the first of BENCH_SIZES, else 10,000),
// BENCH_EVENTS (10,000), TALK_SECONDS (3 per read), MESSAGES_DELIVERIES (100 per phase) and
// TALK_PARTS (thread,messages) change the run.
import { pathToFileURL } from 'node:url';
import type { CommentThread } from '../src/shared/api/comments';
import { type RunningServer, waitForExit } from '../tests/api/server-process';
import { answerBytes } from './answer-bytes';
import { startBenchServer } from './bench-server';
import { LOAD_PASSWORD, seedLoadData, signedInLoadMix } from './load-setup';
import { signIn } from './notifications';
import { logIn } from './organiser-session';
import { bareRoute, loadAverage, measureAsViewers, withBenchData } from './read-shares';
import { benchDeliveries, openPair } from './talk-messages';
import { printDeliveries, printThreadReads, type TalkRun } from './talk-report';
import { type SeededThread, seedThread, THREAD_SIZES } from './talk-thread';

type Database = TalkRun['database'];
/** What the environment may change (see the top of the file). */
const RUN = {
  databases: (process.env.TALK_DATABASES ?? 'sqlite,postgres').split(',') as Database[],
  members: Number(process.env.TALK_MEMBERS ?? process.env.BENCH_SIZES?.split(',')[0] ?? 10_000),
  events: Number(process.env.BENCH_EVENTS ?? 10_000),
  seconds: Number(process.env.TALK_SECONDS ?? 3),
  deliveries: Number(process.env.MESSAGES_DELIVERIES ?? 100),
  parts: (process.env.TALK_PARTS ?? 'thread,messages').split(','),
};
const CONNECTIONS = 20;
const REFERENCE_PORT = 4395;
/** Each read's run. */
const PACE = { seconds: RUN.seconds, connections: CONNECTIONS };
/**
 * Seeded members by role, clear of those the mixed load signs in as (0–7), of the pending sign-ups
 * it seeds at the top of the table and of each other: the event's host, the ten writers, the
 * member who reads (and reacts) and two more who react, and the two who message each other.
 */
const MEMBER = { host: 150, sender: 160, receiver: 161, firstWriter: 200, writers: 10, viewer: 300 };

const named = async (baseUrl: string, n: number) => ({
  ...(await logIn(baseUrl, `member${n}`, LOAD_PASSWORD)),
  username: `member${n}`,
});

/** Writes the thread, then measures its first two pages as a visitor and as a member. */
async function benchThread(baseUrl: string): Promise<NonNullable<TalkRun['thread']>> {
  const writers = await Promise.all(
    Array.from({ length: MEMBER.writers }, (_, i) => named(baseUrl, MEMBER.firstWriter + i)),
  );
  const viewer = await logIn(baseUrl, `member${MEMBER.viewer}`, LOAD_PASSWORD);
  const reactors = [viewer, ...(await signIn(baseUrl, MEMBER.viewer + 1, 2))];
  const host = await logIn(baseUrl, `member${MEMBER.host}`, LOAD_PASSWORD);
  const seeded: SeededThread = await seedThread(baseUrl, host, writers, reactors);
  const first = `/api/comments/event/${seeded.eventId}`;
  const page1 = (await (await fetch(`${baseUrl}${first}`)).json()) as CommentThread;
  if (page1.total !== seeded.commentIds.length || !page1.next)
    throw new Error(`the thread shows ${page1.total} comments, next ${page1.next}`);
  const reads = [
    { name: '`GET /api/comments/event/{id}` (page 1)', path: first },
    { name: '`…?after={next}` (page 2)', path: `${first}?after=${encodeURIComponent(page1.next)}` },
  ];

  const reference = await bareRoute(REFERENCE_PORT, PACE);
  const memberToken = viewer.token;
  const results = await measureAsViewers(baseUrl, { reads, memberToken, pace: PACE, sizeOf: answerBytes });
  return { reference, reads: results, total: page1.total, reactions: seeded.reactions };
}

async function stopServer(server: RunningServer | undefined) {
  if (!server) return;
  server.process.kill('SIGTERM');
  await waitForExit(server.process);
}

async function benchDatabase(database: Database): Promise<TalkRun> {
  // Ten members write 500 comments and three give 250 reactions in a minute or so; one member
  // sends 200 messages: far past what a member meets, which is what the limits are for.
  const limits = {
    COMMENTS_PER_MEMBER_HOUR: '100000',
    REACTIONS_PER_MEMBER_MINUTE: '100000',
    MESSAGES_PER_MEMBER_HOUR: '100000',
  };
  // On PostgreSQL both instances share the database, Redis and its key prefix: the live channel
  // fans out through it.
  return withBenchData('talk', database, limits, async ({ dataDir, databaseUrl, env }) => {
    let first: RunningServer | undefined;
    let second: RunningServer | undefined;
    try {
      const started = performance.now();
      const eventIds = await seedLoadData(dataDir, databaseUrl, { members: RUN.members, events: RUN.events });
      console.log(
        `  ${database}: seeded ${RUN.members} members and ${RUN.events} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      first = await startBenchServer(env);
      const run: TalkRun = { database };
      if (RUN.parts.includes('thread')) run.thread = await benchThread(first.baseUrl);
      if (RUN.parts.includes('messages')) {
        // The second starts after the first has applied the migrations.
        second = database === 'postgres' ? await startBenchServer(env) : first;
        const pair = await openPair({
          sendUrl: first.baseUrl,
          streamUrl: second.baseUrl,
          a: await named(first.baseUrl, MEMBER.sender),
          b: await named(first.baseUrl, MEMBER.receiver),
        });
        const mix = () => signedInLoadMix(pair.sendUrl, RUN.members, eventIds);
        const instances = first === second ? 1 : 2;
        run.messages = { instances, ...(await benchDeliveries(pair, RUN.deliveries, mix)) };
      }
      return run;
    } finally {
      if (second !== first) await stopServer(second);
      await stopServer(first);
    }
  });
}

export async function benchTalk(): Promise<void> {
  // The pending sign-ups the mixed load seeds sit at the top of the table: keep the roles clear of them.
  if (RUN.members < 1000) throw new Error(`the talk bench needs at least 1,000 members, not ${RUN.members}`);
  console.log(
    `\nComments and messages (issue 37): ${RUN.members} members, ${RUN.events} events; a thread of ${THREAD_SIZES.topLevel + THREAD_SIZES.replies} comments, ${RUN.seconds} s per read at ${CONNECTIONS} connections; ${RUN.deliveries} messages per phase`,
  );
  console.log(`Load average at the start: ${loadAverage()}`);
  const runs: TalkRun[] = [];
  for (const database of RUN.databases) runs.push(await benchDatabase(database));
  printThreadReads(runs);
  printDeliveries(runs, RUN.deliveries);
  console.log(`Load average at the end: ${loadAverage()}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchTalk().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
