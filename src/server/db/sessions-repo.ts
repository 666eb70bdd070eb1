import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface SessionUser {
  userId: number;
  username: string;
}

export function sessionsRepo(db: Kysely<Database>) {
  return {
    async insert(tokenHash: string, userId: number, now: number, expiresAt: number): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt })
        .execute();
    },

    /** The signed-in user for a token hash, when the session exists and has not expired. */
    async findUser(tokenHash: string, now: number): Promise<SessionUser | undefined> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id as userId', 'users.username as username'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
      return row;
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteAllForUser(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    async deleteExpired(now: number): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepo = ReturnType<typeof sessionsRepo>;
