import type { Kysely } from 'kysely';
import { writeMemberListsFromText } from '../src/server/db/member-values';
import type { Database } from '../src/server/db/schema';
import { memberBatches } from './member-rows';

/** Rows of this size go to the database in one transaction. */
const BATCH = 1000;

/**
 * Inserts `count` photo-free members with realistic profile text, in transactions of 1000 rows,
 * then their states' and roles' rows (db/member-values.ts).
 * Every member shares one precomputed password hash (hashing 100k passwords would take minutes).
 * On PostgreSQL, seedMembersFast (seed-bulk.ts) loads the same rows in bulk; `npm run bench` uses
 * it at every size, so no size keeps a trigram index pending list another does not.
 */
export async function seedMembers(db: Kysely<Database>, count: number, passwordHash: string): Promise<void> {
  for (const rows of memberBatches(count, passwordHash, BATCH)) {
    await db.transaction().execute((trx) => trx.insertInto('users').values(rows).execute());
  }
  // Their states and roles in member_states and member_roles, as a profile save writes them.
  await writeMemberListsFromText(db);
}
