import { type Kysely, sql } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './schema';
import type { WebauthnChallengesTable } from './schema-passkeys';

export type ChallengePurpose = WebauthnChallengesTable['purpose'];

/** Bounds on the anonymous sign-in challenges (docs/decisions/0018-passkeys.md). */
export interface LoginChallengeLimits {
  /** Live ones one client address may hold at once. */
  perAddress: number;
  /** Rows of anonymous challenges in all; beyond, the oldest make room. */
  total: number;
}

/** How many challenges of one purpose a member may hold at once (several tabs). */
const MEMBER_CHALLENGES_KEPT = 5;

/** Any number: only one transaction at a time stores an anonymous challenge (PostgreSQL). */
const LOGIN_CHALLENGE_LOCK = 31_010;

/**
 * The single-use challenges of the passkey ceremonies (part of the passkeys repository): a
 * member's own (adding a passkey, confirming with one) and the anonymous sign-in ones.
 */
export function challengesRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    async saveChallenge(
      id: string,
      challengeHash: string,
      purpose: ChallengePurpose,
      userId: number | null,
      expiresAt: number,
    ): Promise<void> {
      // A member's own challenges (adding a passkey, confirming with one): the newest few stay.
      if (userId !== null) {
        const newest = db
          .selectFrom('webauthn_challenges')
          .select('id')
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .orderBy('expires_at', 'desc')
          .limit(MEMBER_CHALLENGES_KEPT - 1);
        await db
          .deleteFrom('webauthn_challenges')
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('id', 'not in', newest)
          .execute();
      }
      await db
        .insertInto('webauthn_challenges')
        .values({ id, challenge_hash: challengeHash, purpose, user_id: userId, expires_at: expiresAt })
        .execute();
    },

    /**
     * Uses a challenge once: the row is deleted and returned in one statement, so of two
     * concurrent uses only one gets it. Expired or foreign challenges are not returned.
     */
    async consumeChallenge(id: string, purpose: ChallengePurpose, userId: number | null, now: number) {
      let query = db
        .deleteFrom('webauthn_challenges')
        .where('id', '=', id)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now);
      query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
      const row = await query.returning(['challenge_hash']).executeTakeFirst();
      return row?.challenge_hash;
    },

    /**
     * Stores an anonymous sign-in challenge unless `address` already holds `perAddress` live ones
     * (then answers when its oldest expires, and stores nothing). Beyond `total` rows, expired
     * ones go first, then the oldest, so the table never grows without bound. One at a time, so
     * concurrent calls cannot pass a count together.
     */
    async saveLoginChallenge(
      challenge: { id: string; challengeHash: string; address: string; expiresAt: number },
      now: number,
      limits: LoginChallengeLimits,
    ): Promise<{ saved: true } | { saved: false; retryAt: number }> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(${LOGIN_CHALLENGE_LOCK})`.execute(trx);
        const anonymous = trx
          .selectFrom('webauthn_challenges')
          .where('purpose', '=', 'login')
          .where('user_id', 'is', null);
        const mine = await anonymous
          .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('expires_at').as('oldest')])
          .where('client_address', '=', challenge.address)
          .where('expires_at', '>', now)
          .executeTakeFirstOrThrow();
        if (Number(mine.n) >= limits.perAddress) return { saved: false, retryAt: Number(mine.oldest) };
        const all = await anonymous
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        const over = Number(all.n) - limits.total + 1;
        if (over > 0) {
          const oldest = anonymous.select('id').orderBy('expires_at', 'asc').orderBy('id').limit(over);
          await trx.deleteFrom('webauthn_challenges').where('id', 'in', oldest).execute();
        }
        await trx
          .insertInto('webauthn_challenges')
          .values({
            id: challenge.id,
            challenge_hash: challenge.challengeHash,
            purpose: 'login',
            user_id: null,
            expires_at: challenge.expiresAt,
            client_address: challenge.address,
          })
          .execute();
        return { saved: true };
      });
    },

    async deleteExpiredChallenges(now: number): Promise<void> {
      await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
    },
  };
}
