import { type Kysely, sql } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './schema';

/**
 * SQLite plans from the statistics ANALYZE leaves (sqlite_stat1), and nothing gathers them by
 * itself: without them the state numbers' plan over member_states (migration 021) took 8× as long
 * at 10,000 members. `PRAGMA optimize=0x10002` analyzes the tables whose size changed enough since
 * (every table checked, each analysis bounded by SQLite itself), as SQLite's documentation asks
 * when a connection opens and now and then on a long-lived one: at start and in the hourly sweep.
 * PostgreSQL's autovacuum analyzes by itself.
 */
export function plannerStatistics(db: Kysely<Database>, dialect: Dialect) {
  return {
    async refresh(): Promise<void> {
      if (dialect === 'sqlite') await sql`PRAGMA optimize=0x10002`.execute(db);
    },
  };
}
