import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The member's private calendar feed: a nonce the secret is derived from, and the secret's hash. */
export function calendarFeedsRepo(db: Kysely<Database>) {
  return {
    /**
     * The member's nonce, storing the candidate first when they have none yet: two first calls at
     * once end up with the same feed (the first stored wins).
     */
    async ensure(userId: number, candidate: { nonce: string; secretHash: string }, now: number) {
      await db
        .insertInto('calendar_feeds')
        .values({
          user_id: userId,
          nonce: candidate.nonce,
          secret_hash: candidate.secretHash,
          created_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('calendar_feeds')
        .select('nonce')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return row.nonce;
    },

    /** A new secret for the member; the old one stops matching at once. */
    async replace(userId: number, next: { nonce: string; secretHash: string }, now: number) {
      const values = { nonce: next.nonce, secret_hash: next.secretHash, created_at: now };
      await db
        .insertInto('calendar_feeds')
        .values({ ...values, user_id: userId })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    /** The live member whose feed secret hashes to this, if any. */
    async ownerOf(secretHash: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('calendar_feeds')
        .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
        .select('users.id')
        .where('calendar_feeds.secret_hash', '=', secretHash)
        .where('users.status', '=', 'active')
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type CalendarFeedsRepo = ReturnType<typeof calendarFeedsRepo>;
