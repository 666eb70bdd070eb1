import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';
import type { Database } from '../src/server/db/schema';
import { memberBatches } from './member-rows';
import { seedMembersFast } from './seed-bulk';

/**
 * Up to this many members every database is seeded row by row as before, so the 10k and 100k
 * figures stay comparable with earlier runs; above it PostgreSQL is bulk loaded.
 * BENCH_BULK_SEED_ABOVE=0 bulk loads PostgreSQL at every size, so all sizes of a cost-growth run
 * start alike: the row path leaves the trigram GIN's pending list full (ANALYZE does not flush
 * it; autovacuum would), which slows the search at 10k and 100k.
 */
export const FAST_SEED_ABOVE = Number(process.env.BENCH_BULK_SEED_ABOVE ?? 100_000);

/** Rows of this size go to the database in one transaction. */
const BATCH = 1000;

/**
 * Inserts `count` photo-free members with realistic profile text, in transactions of 1000 rows.
 * Every member shares one precomputed password hash (hashing 100k passwords would take minutes).
 * On PostgreSQL above FAST_SEED_ABOVE members it hands over to seedMembersFast: the same rows, bulk
 * loaded with the indexes built afterwards (a million in ~40 s instead of ~75 s).
 */
export async function seedMembers(db: Kysely<Database>, count: number, passwordHash: string): Promise<void> {
  if (count > FAST_SEED_ABOVE && db.getExecutor().adapter instanceof PostgresAdapter) {
    const { insertSeconds, indexSeconds } = await seedMembersFast(db, count, passwordHash);
    console.log(
      `  bulk loaded ${count} members: rows ${insertSeconds.toFixed(1)} s, indexes ${indexSeconds.toFixed(1)} s`,
    );
    return;
  }
  for (const rows of memberBatches(count, passwordHash, BATCH)) {
    await db.transaction().execute((trx) => trx.insertInto('users').values(rows).execute());
  }
}
