import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** What a verification link did: confirmed `email`, or why it was refused. */
export type VerifyOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'changed' };

export function emailVerificationsRepo(db: Kysely<Database>) {
  return {
    /** Ends every pending link of the member (the address changed, or a newer link is on its way). */
    async deleteOf(userId: number, trx: Kysely<Database> | Transaction<Database> = db): Promise<void> {
      await trx.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
    },

    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom('email_verifications').where('expires_at', '<=', now).execute();
    },

    /**
     * Stores a new link for `email`; older links of the member stop working. Two statements, not a
     * transaction: the mail job must not hold SQLite's write lock across awaits (other instances'
     * workers wait for it). Two jobs racing for one member can at worst end each other's link;
     * "Resend the link" mends that.
     */
    async replace(userId: number, email: string, tokenHash: string, now: number, expiresAt: number) {
      await db
        .insertInto('email_verifications')
        .values({ token_hash: tokenHash, user_id: userId, email, created_at: now, expires_at: expiresAt })
        .execute();
      await db
        .deleteFrom('email_verifications')
        .where('user_id', '=', userId)
        .where('token_hash', '<>', tokenHash)
        .execute();
    },

    /** Whether a link still works: stored, not used or replaced, not expired. */
    async isPending(tokenHash: string, now: number): Promise<boolean> {
      const row = await db
        .selectFrom('email_verifications')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Uses a link once: it is deleted whatever happens next, and confirms the member's recovery
     * email only when it is still the address the link was sent to.
     */
    async consume(tokenHash: string, now: number): Promise<VerifyOutcome> {
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .deleteFrom('email_verifications')
          .where('token_hash', '=', tokenHash)
          .returning(['user_id', 'email', 'expires_at'])
          .executeTakeFirst();
        if (!link) return { ok: false, reason: 'unknown' };
        if (Number(link.expires_at) <= now) return { ok: false, reason: 'expired' };
        const updated = await trx
          .updateTable('users')
          .set({ recoveryemail_verified_at: now })
          .where('id', '=', link.user_id)
          .where('recoveryemail', '=', link.email)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: 'changed' };
        return { ok: true, email: link.email };
      });
    },
  };
}

/** The member's own answers (profile, export) say whether their recovery email is confirmed. */
export function recoveryEmailState(row: {
  recoveryemail_verified_at: number | null;
  email_grandfathered: number;
}) {
  return {
    recoveryEmailVerified: row.recoveryemail_verified_at !== null,
    recoveryEmailGrandfathered: row.email_grandfathered === 1,
  };
}
