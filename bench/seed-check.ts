// `tsx bench/seed-check.ts`: checks that seedMembersFast writes the same members and leaves the
// same schema as the row-by-row seedMembers, times both and reports the database's size.
// SEED_CHECK_SIZES (default 10000) picks the sizes; hold /tmp/bench.lock.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connection';
import type { Database } from '../src/server/db/schema';
import { seedMembers } from './seed';
import { seedMembersFast } from './seed-bulk';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const SIZES = (process.env.SEED_CHECK_SIZES ?? '10000').split(',').map(Number);
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VlZGNoZWNr$placeholder';

type Seeder = (db: Kysely<Database>, count: number, hash: string) => Promise<void>;

const seedBulk: Seeder = async (db, count, hash) => {
  const { insertSeconds, indexSeconds } = await seedMembersFast(db, count, hash);
  console.log(`  rows ${insertSeconds.toFixed(1)} s, indexes ${indexSeconds.toFixed(1)} s`);
};

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Seeded {
  indexes: string;
  fingerprint?: Record<string, string>;
}

/** Seeds a new database, reports time and size, and fingerprints the members if asked. */
async function seedInFreshDatabase(
  name: string,
  seed: Seeder,
  count: number,
  withFingerprint: boolean,
): Promise<Seeded> {
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ dataDir: '/tmp', databaseUrl: url.toString() });
  try {
    const before = await indexDefinitions(handle.db);
    const start = performance.now();
    await seed(handle.db, count, HASH);
    await sql`ANALYZE`.execute(handle.db);
    const seconds = (performance.now() - start) / 1000;
    const indexes = await indexDefinitions(handle.db);
    if (indexes !== before) throw new Error(`${name}: indexes changed\n${before}\n---\n${indexes}`);
    const size = await sql<{ bytes: string }>`SELECT pg_database_size(current_database()) AS bytes`.execute(
      handle.db,
    );
    console.log(
      `${name}: ${seconds.toFixed(1)} s with ANALYZE, database ${megabytes(Number(size.rows[0]!.bytes))}`,
    );
    console.log(`  ${await relationSizes(handle.db)}`);
    if (!withFingerprint) return { indexes };
    // The app's pool stops statements after 10 s; hashing a million rows can take longer.
    return {
      indexes,
      fingerprint: await handle.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL statement_timeout = 0`.execute(trx);
        return fingerprint(trx);
      }),
    };
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name}`);
  }
}

/** The users table and each of its indexes, on disk. */
async function relationSizes(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ name: string; bytes: string }>`
    SELECT 'users' AS name, pg_table_size('users') AS bytes
    UNION ALL
    SELECT indexrelid::regclass::text, pg_relation_size(indexrelid)
    FROM pg_index WHERE indrelid = 'users'::regclass ORDER BY 1`.execute(db);
  return rows.map((r) => `${r.name} ${megabytes(Number(r.bytes))}`).join(', ');
}

async function indexDefinitions(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ indexdef: string }>`
    SELECT indexdef FROM pg_indexes WHERE tablename = 'users' ORDER BY indexname`.execute(db);
  return rows.map((r) => r.indexdef).join('\n');
}

/** Members per state / first name / role, ids in step with usernames, and a hash of every row. */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const one = async (query: RawBuilder<{ v: string }>) => (await query.execute(db)).rows[0]!.v;
  return {
    perState: await one(sql`SELECT string_agg(s || '=' || n, ' ' ORDER BY s) AS v FROM
      (SELECT s, count(*) n FROM users, unnest(string_to_array(state, ',')) s GROUP BY s) t`),
    perFirstName: await one(sql`SELECT string_agg(firstname || '=' || n, ' ' ORDER BY firstname) AS v FROM
      (SELECT firstname, count(*) n FROM users GROUP BY firstname) t`),
    perRole: await one(sql`SELECT string_agg(r || '=' || n, ' ' ORDER BY r) AS v FROM
      (SELECT r, count(*) n FROM users, unnest(string_to_array(imawhat, ',')) r GROUP BY r) t`),
    idsOutOfStep: await one(
      sql`SELECT count(*)::text AS v FROM users WHERE id <> substr(username, 7)::int + 1`,
    ),
    // Every column but the timestamps: the sum of 60 bits of each row's md5 (the row includes its
    // id, so a member with another id changes it; one string of a million rows would pass 1 GB).
    rows: await one(sql`SELECT sum(('x' || left(md5(
        (to_jsonb(u) - 'created_at' - 'updated_at')::text), 15))::bit(60)::bigint)::text AS v FROM users u`),
  };
}

function megabytes(bytes: number) {
  return `${Math.round(bytes / 2 ** 20)} MB`;
}

async function main() {
  for (const count of SIZES) {
    const bulk = await seedInFreshDatabase(`club_seedcheck_bulk_${count}`, seedBulk, count, true);
    const rows = await seedInFreshDatabase(`club_seedcheck_rows_${count}`, seedMembers, count, true);
    if (rows.indexes !== bulk.indexes) throw new Error('the two paths leave different indexes');
    console.log(`  indexes on users, the same after both:\n    ${bulk.indexes.replaceAll('\n', '\n    ')}`);
    for (const [key, value] of Object.entries(rows.fingerprint ?? {})) {
      const same = bulk.fingerprint?.[key] === value;
      console.log(`  ${key}: ${same ? 'same' : 'DIFFERENT'}  ${value.slice(0, 200)}`);
      if (!same) process.exitCode = 1;
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
