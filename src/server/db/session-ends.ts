import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** The session a member ends the others from, by its public id or its token hash. */
export type KeptSession = { id: string } | { tokenHash: string };

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Ends every session of the member but `keep`, also those a login still in flight stores after
 * this commits: the member's credential generation goes up, and the session lookup
 * (sessions-repo findUser) accepts only sessions stamped with the current one. The kept session
 * is stamped anew. Run it in the transaction of the change. Answers how many sessions ended.
 */
export async function endSessions(db: Db, userId: number, keep?: KeptSession): Promise<number> {
  const bumped = await db
    .updateTable('users')
    .set((eb) => ({ credential_generation: eb('credential_generation', '+', 1) }))
    .where('id', '=', userId)
    .returning('credential_generation')
    .executeTakeFirst();
  if (!bumped) return 0;
  if (keep === undefined) {
    const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
  const [column, value] =
    'id' in keep ? (['id', keep.id] as const) : (['token_hash', keep.tokenHash] as const);
  await db
    .updateTable('sessions')
    .set({ credential_generation: bumped.credential_generation })
    .where('user_id', '=', userId)
    .where(column, '=', value)
    .execute();
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where(column, '!=', value)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A credential change (password reset, password change, "sign out everywhere"): the sessions end
 * as in endSessions, and the private calendar feed loses its secret (its old address answers 404;
 * the member's next look at Settings makes a new one).
 */
export async function renewCredentials(db: Db, userId: number, keep?: KeptSession): Promise<number> {
  const ended = await endSessions(db, userId, keep);
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  return ended;
}
