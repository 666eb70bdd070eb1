import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from './schema';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Pick<
  Insertable<UsersTable>,
  | 'username'
  | 'firstname'
  | 'lastname'
  | 'birthdate'
  | 'password_hash'
  | 'recoveryemail'
  | 'referredby'
  | 'status'
>;

export class UsernameTakenError extends Error {}

/** Unique-constraint violations look different in each driver. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function usersRepo(db: Kysely<Database>) {
  return {
    async insert(user: NewUser, now: number): Promise<number> {
      try {
        const row = await db
          .insertInto('users')
          .values({ ...user, username_key: user.username.toLowerCase(), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new UsernameTakenError();
        throw error;
      }
    },

    async findLoginByUsername(username: string) {
      return db
        .selectFrom('users')
        .select([
          'id',
          'username',
          'password_hash',
          'deleted_at',
          'role',
          'status',
          'status_reason',
          'appealed_at',
          // Read with the hash, before it is checked: the session keeps it (security/sessions.ts).
          'credential_generation',
        ])
        .where('username_key', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The member asked to delete their account: hidden everywhere from now, erased later. */
    async markDeleted(userId: number, now: number): Promise<void> {
      await db.updateTable('users').set({ deleted_at: now }).where('id', '=', userId).execute();
    },

    /** The hash of the restore link mailed to a member whose account is being deleted. */
    async setRestoreToken(userId: number, tokenHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ restore_token_hash: tokenHash })
        .where('id', '=', userId)
        .where('deleted_at', 'is not', null)
        .execute();
    },

    /**
     * Brings back the account of a restore link whose deletion began after `since`; the link works
     * once. Returns the username, or undefined for an unknown, used or expired link. `then` runs
     * in the same transaction (what else comes back with the member: their seats at events).
     */
    async restore(
      tokenHash: string,
      since: number,
      then: (trx: Transaction<Database>, userId: number) => Promise<void>,
    ): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set({ deleted_at: null, restore_token_hash: null })
          .where('restore_token_hash', '=', tokenHash)
          .where('deleted_at', '>', since)
          .returning(['id', 'username'])
          .executeTakeFirst();
        if (row) await then(trx, row.id);
        return row?.username;
      });
    },

    /** Erases every member whose deletion began at or before `before` (their rows elsewhere cascade). */
    /** The accounts the next purge erases (deleted at or before `before`). */
    async deletedBefore(before: number): Promise<{ id: number; username: string }[]> {
      return db.selectFrom('users').select(['id', 'username']).where('deleted_at', '<=', before).execute();
    },

    async purgeDeletedBefore(before: number): Promise<number> {
      const result = await db.deleteFrom('users').where('deleted_at', '<=', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
