// Search measured shape by shape (issue 19, goal 1): for each kind of query, the plan of every
// statement the repository runs for it, and its throughput and latency over HTTP.
import { type CompiledQuery, type Kysely, type KyselyPlugin, sql } from 'kysely';
import type { Database } from '../src/server/db/schema';
import { searchRepo } from '../src/server/db/search-repo';
import { measure } from './http-bench';

export interface ShapeRow {
  shape: string;
  members: number;
  database: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  /** Every statement of every term of the shape reads users through an index (no full scan). */
  usesIndex: boolean;
}

interface SearchParams {
  query: string;
  state: string;
}

const q = (query: string, state = ''): SearchParams => ({ query, state });

/**
 * Each shape rotates over a few equivalent inputs, so no single word's plan or cached pages decide
 * it. The words come from bench/seed.ts: usernames are `member<i>`, last names, cosplays, cities
 * and states from its lists; "member1234"-like terms match one username in ten thousand.
 */
export const SEARCH_SHAPES: ReadonlyArray<{ shape: string; params: SearchParams[] }> = [
  { shape: 'broad term', params: [q('stitch'), q('kansas'), q('zelda'), q('wichita')] },
  { shape: 'narrow term', params: [q('member123'), q('member456'), q('member789'), q('member321')] },
  { shape: 'rare term', params: [q('member1234'), q('member5678'), q('member8765'), q('member4321')] },
  { shape: 'username prefix', params: [q('member12'), q('member34'), q('member56'), q('member78')] },
  { shape: '1-2 characters', params: [q('ad'), q('z'), q('me'), q('k')] },
  { shape: 'state only', params: [q('', 'Ohio'), q('', 'Kansas'), q('', 'Iowa'), q('', 'North Dakota')] },
  {
    shape: 'term + state',
    params: [q('link', 'Ohio'), q('zelda', 'Kansas'), q('stitch', 'Iowa'), q('guild', 'Michigan')],
  },
  { shape: 'no match', params: [q('qqzzxx'), q('xxqqzz'), q('zqzqxx'), q('qxqxqx')] },
  // Issue 33: every word must match (a cosplay and a city, a last name and a cosplay, "KS").
  {
    shape: 'several words',
    params: [q('zelda wichita'), q('stitch loki'), q('tifa KS'), q('geralt madison')],
  },
  { shape: 'state abbreviation', params: [q('KS'), q('OH'), q('IA'), q('ND')] },
];

/**
 * Records every statement a Kysely instance executes, unchanged, so its plan can be asked for.
 * Subqueries pass through transformQuery too, so a statement counts only once its result comes.
 */
function recordingPlugin(db: Kysely<Database>, into: CompiledQuery[]): KyselyPlugin {
  const compiled = new Map<unknown, CompiledQuery>();
  return {
    transformQuery({ node, queryId }) {
      compiled.set(queryId, db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    async transformResult({ queryId, result }) {
      const statement = compiled.get(queryId);
      if (statement) into.push(statement);
      return result;
    },
  };
}

/** The statements the repository runs for one search, as the server runs them (first page). */
async function statementsOf(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  params: SearchParams,
): Promise<CompiledQuery[]> {
  const statements: CompiledQuery[] = [];
  await searchRepo(db.withPlugin(recordingPlugin(db, statements)), dialect).search(
    params.query,
    params.state,
  );
  return statements;
}

async function planOf(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  statement: CompiledQuery,
): Promise<string> {
  const prefix = dialect === 'postgres' ? 'EXPLAIN (ANALYZE, BUFFERS) ' : 'EXPLAIN QUERY PLAN ';
  const explain = sql.raw(prefix + statement.sql).compile(db);
  const { rows } = await db.executeQuery<Record<string, unknown>>({
    ...explain,
    parameters: statement.parameters,
  });
  if (dialect === 'postgres') return rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  return rows.map((r) => `- ${String(r.detail)}`).join('\n');
}

/**
 * A full read of users: a PostgreSQL sequential scan, or an SQLite `SCAN users` (the rowid or a
 * whole index walked). Reads driven by an index condition or by the FTS table do not count, nor
 * does walking a partial index, which holds only some members (users_not_public, migration 021).
 */
export function planUsesIndex(plan: string, dialect: 'sqlite' | 'postgres'): boolean {
  if (dialect === 'postgres') return !/Seq Scan on users\b/.test(plan);
  return !/(^|\n)\s*-? ?SCAN users( |$|\n)(?!USING INDEX users_not_public\b)/.test(plan);
}

function searchPath(params: SearchParams): string {
  const search = new URLSearchParams();
  if (params.query) search.set('query', params.query);
  if (params.state) search.set('state', params.state);
  return `/api/search?${search}`;
}

export async function benchSearchShapes(opts: {
  baseUrl: string;
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  members: number;
  seconds: number;
  connections: number;
  /** Only these shapes (by name); all of them without it. */
  shapes?: string[];
}): Promise<ShapeRow[]> {
  const { db, dialect } = opts;
  const rows: ShapeRow[] = [];
  for (const { shape, params } of SEARCH_SHAPES.filter(
    (s) => !opts.shapes || opts.shapes.includes(s.shape),
  )) {
    let usesIndex = true;
    console.log(`\n### ${dialect}, ${opts.members} members: ${shape}`);
    for (const [i, param] of params.entries()) {
      for (const statement of await statementsOf(db, dialect, param)) {
        const plan = await planOf(db, dialect, statement);
        const indexed = planUsesIndex(plan, dialect);
        usesIndex &&= indexed;
        // The first input's plans in full; the others' only when they read the whole table.
        if (i === 0 || !indexed) {
          console.log(`\n${JSON.stringify(param)}\n${statement.sql}\n${plan}`);
        }
      }
    }
    const result = await measure(opts.baseUrl, `search: ${shape}`, params.map(searchPath), {
      seconds: opts.seconds,
      connections: opts.connections,
    });
    rows.push({
      shape,
      members: opts.members,
      database: dialect,
      requestsPerSec: result.requestsPerSec,
      p50: result.p50,
      p99: result.p99,
      errors: result.errors + result.non2xx,
      usesIndex,
    });
  }
  return rows;
}
