// The plans behind the cost-growth table: for each endpoint of bench/run.ts, the statements its
// repository runs for one typical request, with PostgreSQL's EXPLAIN (ANALYZE, BUFFERS).
import { type CompiledQuery, type Kysely, type KyselyPlugin, sql } from 'kysely';
import { eventsRepo } from '../src/server/db/events-repo';
import { profilesRepo } from '../src/server/db/profiles-repo';
import type { Database } from '../src/server/db/schema';

type Repos = { profiles: ReturnType<typeof profilesRepo>; events: ReturnType<typeof eventsRepo> };

/** One request per endpoint, as the route makes it (member list: its 100th page of 10). */
const REQUESTS: ReadonlyArray<{ endpoint: string; run: (repos: Repos) => Promise<unknown> }> = [
  { endpoint: 'search ("stitch")', run: ({ profiles }) => profiles.search('stitch', '') },
  { endpoint: 'search ("member123", Ohio)', run: ({ profiles }) => profiles.search('member123', 'Ohio') },
  { endpoint: 'public profile', run: ({ profiles }) => profiles.findVisible('member7919', 'anonymous') },
  {
    endpoint: 'member list',
    run: ({ profiles }) => Promise.all([profiles.page(990, 10), profiles.count()]),
  },
  { endpoint: 'state numbers', run: ({ profiles }) => profiles.stateCounts() },
  {
    endpoint: 'events list',
    run: async ({ events }) => {
      const { rows } = await events.list({
        viewer: 'anonymous',
        memberId: null,
        now: Date.now(),
        offset: 0,
        limit: 20,
      });
      return events.counts(rows.map((r) => r.id));
    },
  },
];

/** Keeps a copy of every statement the repositories compile; the statements still run. */
function recorder(db: Kysely<Database>, statements: CompiledQuery[]): KyselyPlugin {
  return {
    transformQuery({ node, queryId }) {
      statements.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

async function explain(db: Kysely<Database>, statement: CompiledQuery): Promise<string> {
  const compiled = sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`).compile(db);
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>({
    ...compiled,
    parameters: statement.parameters,
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * PostgreSQL only. Prints, for each endpoint, every statement of one request and its plan (the
 * statements run twice: once for real to record them, once under EXPLAIN ANALYZE). The routes'
 * own caches are not involved: the member list's count, cached for a few seconds by its route,
 * is shown like the rest.
 */
export async function printEndpointPlans(db: Kysely<Database>, members: number): Promise<void> {
  for (const { endpoint, run } of REQUESTS) {
    const statements: CompiledQuery[] = [];
    const recording = db.withPlugin(recorder(db, statements));
    await run({ profiles: profilesRepo(recording, 'postgres'), events: eventsRepo(recording, 'postgres') });
    console.log(`\n### postgres, ${members} members: ${endpoint}`);
    for (const statement of statements) {
      console.log(`\n${statement.sql}\n${await explain(db, statement)}`);
    }
  }
}
