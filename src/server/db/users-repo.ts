import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from './schema';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Pick<
  Insertable<UsersTable>,
  'username' | 'firstname' | 'lastname' | 'birthdate' | 'password_hash' | 'recoveryemail' | 'referredby'
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
        .select(['id', 'username', 'password_hash'])
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
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
