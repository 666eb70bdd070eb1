import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { WebauthnChallengesTable } from './schema-passkeys';

export interface NewPasskey {
  id: string;
  userId: number;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
}

export interface StoredPasskey {
  id: string;
  userId: number;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

export type ChallengePurpose = WebauthnChallengesTable['purpose'];

/** Passkeys (WebAuthn credentials) of members and the single-use challenges of the ceremonies. */
export function passkeysRepo(db: Kysely<Database>) {
  return {
    async insert(passkey: NewPasskey, now: number): Promise<void> {
      await db
        .insertInto('passkeys')
        .values({
          id: passkey.id,
          user_id: passkey.userId,
          public_key: Buffer.from(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports.join(','),
          name: passkey.name,
          created_at: now,
          last_used_at: null,
        })
        .execute();
    },

    async exists(id: string): Promise<boolean> {
      const row = await db.selectFrom('passkeys').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async find(id: string): Promise<StoredPasskey | undefined> {
      const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        publicKey: new Uint8Array(row.public_key),
        counter: Number(row.counter),
        transports: row.transports === '' ? [] : row.transports.split(','),
      };
    },

    async listOf(userId: number) {
      return db
        .selectFrom('passkeys')
        .select(['id', 'name', 'created_at', 'last_used_at', 'transports'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    async countOf(userId: number): Promise<number> {
      const row = await db
        .selectFrom('passkeys')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Records a sign-in. The counter only moves forward: the update is conditional on the
     * counter read before, so two sign-ins racing with the same assertion cannot both count.
     */
    async recordUse(id: string, previousCounter: number, newCounter: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('passkeys')
        .set({ counter: newCounter, last_used_at: now })
        .where('id', '=', id)
        .where('counter', '=', previousCounter)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes one of the member's passkeys; false when the member has no passkey with that id. */
    async deleteOwn(userId: number, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async saveChallenge(
      id: string,
      challengeHash: string,
      purpose: ChallengePurpose,
      userId: number | null,
      expiresAt: number,
    ): Promise<void> {
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

    async deleteExpiredChallenges(now: number): Promise<void> {
      await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
    },
  };
}

export type PasskeysRepo = ReturnType<typeof passkeysRepo>;
