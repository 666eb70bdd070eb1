// Issue 38's proof, `npm run bench:groups` (and the last part of `npm run bench`), on SQLite and on
// PostgreSQL + Redis, on the mixed load's data (bench/load-setup.ts):
// 1. A group page: a public chapter with 500 members and 100 events (bench/groups-seed.ts). The
//    bare Fastify route, then each read the group page makes (the group, its members, its events)
//    and the groups list, as a visitor and as a signed-in member, each as a share of the bare route.
// GROUPS_DATABASES (sqlite,postgres), GROUPS_MEMBERS (2,000), BENCH_EVENTS (2,000) and
// GROUPS_SECONDS (3 per read) change the run.
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/connection';
import { answerBytes } from './answer-bytes';
import { FIRST_GROUP_MEMBER, GROUP_SIZES, seedGroup } from './groups-seed';
import type { HttpResult } from './http-bench';
import { LOAD_PASSWORD, seedLoadData } from './load-setup';
import { logIn } from './organiser-session';
import { bareRoute, loadAverage, measureAsViewers, withBenchData, withServer } from './read-shares';

type Database = 'sqlite' | 'postgres';
const RUN = {
  databases: (process.env.GROUPS_DATABASES ?? 'sqlite,postgres').split(',') as Database[],
  members: Number(process.env.GROUPS_MEMBERS ?? 2_000),
  events: Number(process.env.BENCH_EVENTS ?? 2_000),
  seconds: Number(process.env.GROUPS_SECONDS ?? 3),
};
const PACE = { seconds: RUN.seconds, connections: 20 };
const REFERENCE_PORT = 4398;

type Read = HttpResult & { viewer: 'visitor' | 'member'; bytes: number; wireBytes: number };
interface GroupsRun {
  database: Database;
  reference: HttpResult;
  reads: Read[];
}

const groupReads = (slug: string) => [
  { name: '`GET /api/groups/{slug}`', path: `/api/groups/${slug}` },
  { name: '`…/members` (first page of 500)', path: `/api/groups/${slug}/members` },
  { name: '`…/events` (of 100)', path: `/api/groups/${slug}/events` },
  { name: '`GET /api/groups` (the list)', path: '/api/groups' },
];

async function benchDatabase(database: Database): Promise<GroupsRun> {
  return withBenchData('groups', database, {}, async ({ dataDir, databaseUrl, env }) => {
    await seedLoadData(dataDir, databaseUrl, { members: RUN.members, events: RUN.events });
    const handle = await openDatabase({ dataDir, databaseUrl });
    let slug: string;
    try {
      ({ slug } = await seedGroup(handle));
    } finally {
      await handle.close();
    }
    return withServer(env, async (baseUrl) => {
      // A member of the group reads it as members do.
      const member = await logIn(baseUrl, `member${FIRST_GROUP_MEMBER + 42}`, LOAD_PASSWORD);
      const reference = await bareRoute(REFERENCE_PORT, PACE);
      const reads = (await measureAsViewers(baseUrl, {
        reads: groupReads(slug),
        memberToken: member.token,
        pace: PACE,
        sizeOf: answerBytes,
      })) as Read[];
      return { database, reference, reads };
    });
  });
}

const pct = (x: number) => `${x < 0.1 ? (x * 100).toFixed(1) : Math.round(x * 100)} %`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function benchGroups(): Promise<void> {
  if (RUN.members < FIRST_GROUP_MEMBER + GROUP_SIZES.members)
    throw new Error(`the groups bench needs at least ${FIRST_GROUP_MEMBER + GROUP_SIZES.members} members`);
  console.log(
    `\nGroups (issue 38): ${RUN.members} members, ${RUN.events} events; a group of ${GROUP_SIZES.members} members and ${GROUP_SIZES.events} events; ${RUN.seconds} s per read at ${PACE.connections} connections`,
  );
  console.log(`Load average at the start: ${loadAverage()}`);
  const runs: GroupsRun[] = [];
  for (const database of RUN.databases) runs.push(await benchDatabase(database));
  console.log('\nA group page: each read; share = req/s ÷ the bare Fastify route measured just before');
  console.log(
    '| database | bare route req/s | read | viewer | answer KB (sent KB) | req/s | share | p50 ms | p99 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { database, reference, reads } of runs)
    for (const x of reads)
      console.log(
        `| ${database} | ${reference.requestsPerSec} | ${x.endpoint} | ${x.viewer} | ${kb(x.bytes)} (${kb(x.wireBytes)}) | ${x.requestsPerSec} | ${pct(x.requestsPerSec / reference.requestsPerSec)} | ${x.p50} | ${x.p99} | ${x.errors + x.non2xx} |`,
      );
  console.log(`Load average at the end: ${loadAverage()}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchGroups().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
