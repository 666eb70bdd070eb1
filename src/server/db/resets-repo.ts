import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';
import { renewCredentials } from './session-ends';

/** Ends every pending reset link of the member (used when the password changes another way). */
export async function deleteResetsOf(db: Kysely<Database> | Transaction<Database>, userId: number) {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

export function resetsRepo(db: Kysely<Database>) {
  return {
    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
    },

    /** Stores a new reset token; older ones of the member stop working. */
    async replace(userId: number, tokenHash: string, now: number, expiresAt: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
        await trx
          .insertInto('password_resets')
          .values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt })
          .execute();
      });
    },

    async findValid(tokenHash: string, now: number) {
      return db
        .selectFrom('password_resets')
        .select(['user_id'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Uses a token once: in one transaction the token is consumed (only if still valid), the
     * password replaced, every session of the member ended (also one a login with the old
     * password stores after this commits), the calendar feed given a new secret and every other
     * reset token removed.
     */
    async consume(tokenHash: string, now: number, passwordHash: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('password_resets')
          .where('token_hash', '=', tokenHash)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', row.user_id)
          .execute();
        await renewCredentials(trx, row.user_id);
        await trx.deleteFrom('password_resets').where('user_id', '=', row.user_id).execute();
        return true;
      });
    },
  };
}
