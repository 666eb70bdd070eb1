// The 500-comment thread's reads measured in-process (app.inject, no HTTP, no load generator):
// CPU µs one request costs the process, best of ROUNDS × N, pages 1 and 2 as a visitor and as a
// signed-in member; then where a first page's time goes (each repository call and the
// presentation of its ~100 comments, wall µs, best of ROUNDS × N). The thread is bench/talk.ts's
// (bench/talk-thread.ts, written through the API on a listening app), on 3,000 members.
// `npx tsx bench/talk-in-process.ts` (DB=postgres with TEST_DATABASE_URL for PostgreSQL).
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { presentComments } from '../src/server/features/comments/present';
import { hashPassword } from '../src/server/security/passwords';
import type { CommentThread } from '../src/shared/api/comments';
import { disposeTestDatabase, testConfig } from '../tests/api/helpers';
import { LOAD_PASSWORD } from './load-setup';
import { logIn } from './organiser-session';
import { seedMembers } from './seed';
import { seedThread } from './talk-thread';

const base = testConfig(process.env.DB === 'postgres' ? 'postgres' : 'sqlite');
// Ten writers and three reactors write the thread in a minute: lift the limits a member meets.
const config = {
  ...base,
  rateLimits: {
    ...base.rateLimits,
    commentsPerUser: { max: 100_000, windowMs: 3_600_000 },
    reactionsPerUser: { max: 100_000, windowMs: 60_000 },
  },
};
const app = await buildApp(config);
await seedMembers(app.deps.database.db, 3000, await hashPassword(LOAD_PASSWORD));
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const who = async (n: number) => ({
  ...(await logIn(baseUrl, `member${n}`, LOAD_PASSWORD)),
  username: `member${n}`,
});
const writers = await Promise.all(Array.from({ length: 10 }, (_, i) => who(200 + i)));
const viewer = await who(300);
const seeded = await seedThread(baseUrl, await who(150), writers, [viewer, await who(301), await who(302)]);
await sql`ANALYZE`.execute(app.deps.database.db);

const first = `/api/comments/event/${seeded.eventId}`;
const { next } = JSON.parse((await app.inject({ url: first })).body) as CommentThread;
const paths = { 'page 1': first, 'page 2': `${first}?after=${next}` };
const rounds = Number(process.env.ROUNDS ?? 5);
const n = Number(process.env.N ?? 50);
const encoding = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Best of `rounds` × `n` of `f`: CPU µs of this process, or wall µs. */
async function best(f: () => Promise<unknown>, clock: 'cpu' | 'wall'): Promise<number> {
  let out = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < n; i++) await f();
    const used = process.cpuUsage(cpu);
    const us = clock === 'cpu' ? used.user + used.system : (performance.now() - wall) * 1000;
    out = Math.min(out, us / n);
  }
  return Math.round(out);
}

for (const [viewerName, viewerId] of [
  ['visitor', null],
  ['member', viewer.id],
] as const) {
  const headers = viewerId === null ? encoding : { ...encoding, authorization: `Bearer ${viewer.token}` };
  const cells: string[] = [];
  for (const [name, url] of Object.entries(paths)) {
    const us = await best(async () => {
      const res = await app.inject({ url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }, 'cpu');
    cells.push(`${name} ${us}`);
  }
  console.log(`${viewerName}: CPU µs a request: ${cells.join(', ')}`);

  // Page 1's parts, as the route calls them (features/comments/thread-routes.ts).
  const { comments, reactions } = app.deps;
  const id = String(seeded.eventId);
  const top = (await comments.page('event', id, viewerId, 0, 51)).slice(0, 50);
  const replies = await comments.replies(
    top.map((r) => r.id),
    viewerId,
  );
  const ids = [...top, ...replies].map((r) => r.id);
  const parts: Record<string, () => Promise<unknown>> = {
    page: () => comments.page('event', id, viewerId, 0, 51),
    replies: () =>
      comments.replies(
        top.map((r) => r.id),
        viewerId,
      ),
    total: () => comments.total('event', id, viewerId),
    mentions: () => comments.mentionsOf(ids),
    reactions: () => reactions.counts('comment', ids.map(String), viewerId),
    'presentation (mentions and reactions included)': () => presentComments(app.deps, top, replies, viewerId),
  };
  const split: string[] = [];
  for (const [name, f] of Object.entries(parts)) split.push(`${name} ${await best(f, 'wall')}`);
  console.log(`  page 1's parts (${ids.length} comments), wall µs: ${split.join(', ')}`);
}
await app.close();
await disposeTestDatabase(config);
process.exit(0);
