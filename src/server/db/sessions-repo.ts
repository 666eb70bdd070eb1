import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { notePrecompiledRead } from './change-recorder';
import type { Database, MemberRole, MemberStatus } from './schema';
import { endSessions, renewCredentials } from './session-ends';

export interface SessionUser {
  userId: number;
  username: string;
  /** The session's public id (GET /api/sessions), for "this device". */
  sessionId: string;
  lastUsedAt: number;
  /** When the session ends (a kept lookup must not outlive it). */
  expiresAt: number;
  role: MemberRole;
  /** A pending member is signed in but waits for approval; a suspended one has no sessions. */
  status: MemberStatus;
  /** Whether the member has a passkey, as of the lookup (organisers' lookups are always fresh). */
  hasPasskey: boolean;
}

/** Where a session started: shown to the member in their list of sessions. */
export interface SessionClient {
  userAgent: string;
  ip: string;
}

export interface SessionRow {
  id: string;
  createdAt: number;
  lastUsedAt: number;
  userAgent: string;
  ip: string;
}

export function sessionsRepo(db: Kysely<Database>) {
  /**
   * The session lookup runs on every signed-in request: its SQL is built once (parameters in the
   * order of the two conditions: token hash, then now) instead of by the query builder each time.
   * It is the one place a session is accepted, so it refuses, whatever rows a change left behind
   * or a login racing it stored after: sessions of suspended or deleted accounts (a pending
   * sign-up keeps its session while it waits), and sessions stamped with an older credential
   * generation than the member's (ended by a password reset or change, or "sign out everywhere";
   * see session-ends.ts).
   */
  const findUserQuery = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id as userId',
      'users.username as username',
      'sessions.id as sessionId',
      'sessions.last_used_at as lastUsedAt',
      'sessions.expires_at as expiresAt',
      'users.role as role',
      'users.status as status',
      // Organisers' routes need a passkey (plugins/organiser-scope.ts): asked here, in
      // the lookup their routes make afresh anyway, it costs no second round trip.
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('passkeys')
              .select('passkeys.user_id')
              .whereRef('passkeys.user_id', '=', 'users.id'),
          )
          .as('hasPasskey'),
    ])
    .where('sessions.token_hash', '=', '')
    .where('sessions.expires_at', '>', 0)
    .whereRef('sessions.credential_generation', '=', 'users.credential_generation')
    .where('users.deleted_at', 'is', null)
    .where('users.status', '<>', sql.lit('suspended'))
    .compile();

  return {
    async insert(
      tokenHash: string,
      userId: number,
      now: number,
      expiresAt: number,
      client: SessionClient,
      /** The member's credential generation, read with the password hash before checking it. */
      credentialGeneration: number,
    ): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          id: randomBytes(12).toString('base64url'),
          user_id: userId,
          created_at: now,
          expires_at: expiresAt,
          last_used_at: now,
          user_agent: client.userAgent.slice(0, 300),
          ip: client.ip.slice(0, 64),
          credential_generation: credentialGeneration,
        })
        .execute();
    },

    /** The signed-in user for a token hash, when the session exists and has not expired. */
    async findUser(tokenHash: string, now: number): Promise<SessionUser | undefined> {
      notePrecompiledRead(findUserQuery);
      const { rows } = await db.executeQuery<
        SessionUser & {
          lastUsedAt: number | string;
          expiresAt: number | string;
          hasPasskey: boolean | number;
        }
      >({ ...findUserQuery, parameters: [tokenHash, now] });
      const row = rows[0];
      return (
        row && {
          ...row,
          lastUsedAt: Number(row.lastUsedAt),
          expiresAt: Number(row.expiresAt),
          // PostgreSQL answers a boolean, SQLite 0 or 1.
          hasPasskey: Number(row.hasPasskey) === 1,
        }
      );
    },

    /**
     * Records a use; the condition makes concurrent requests write once. Unrecorded (no change
     * is announced): no kept answer shows "last used" (the sessions page is never kept), and the
     * instance that touches updates its own kept session (plugins/auth.ts); announced, it would
     * clear every kept session on every instance once a minute per active member.
     */
    async touch(sessionId: string, now: number, notBefore: number): Promise<void> {
      await db
        .withoutPlugins()
        .updateTable('sessions')
        .set({ last_used_at: now })
        .where('id', '=', sessionId)
        .where('last_used_at', '<', notBefore)
        .execute();
    },

    /** A member's live sessions, most recently used first. */
    async listForUser(userId: number, now: number): Promise<SessionRow[]> {
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_used_at', 'user_agent', 'ip'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .orderBy('last_used_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        createdAt: Number(r.created_at),
        lastUsedAt: Number(r.last_used_at),
        userAgent: r.user_agent,
        ip: r.ip,
      }));
    },

    /** Ends one of the member's sessions; false when they have none with that id. */
    async deleteOne(userId: number, sessionId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('id', '=', sessionId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * "Sign out everywhere": every session of the member except one ends, also one a login in
     * flight stores later, and the private calendar feed gets a new secret; how many ended.
     */
    async deleteOthers(userId: number, keepSessionId: string): Promise<number> {
      return db.transaction().execute((trx) => renewCredentials(trx, userId, { id: keepSessionId }));
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of the member, also one a login in flight stores later. */
    async deleteAllForUser(userId: number): Promise<void> {
      await db.transaction().execute((trx) => endSessions(trx, userId));
    },

    async deleteExpired(now: number): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepo = ReturnType<typeof sessionsRepo>;
