import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './schema';
import { challengesRepo } from './webauthn-challenges-repo';

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

/** Passkeys (WebAuthn credentials) of members and the single-use challenges of the ceremonies. */
export function passkeysRepo(db: Kysely<Database>, dialect: Dialect) {
  const challenges = challengesRepo(db, dialect);
  return {
    /** Stores a passkey; `alsoDo` runs in the same transaction (the notice mail). */
    async insert(
      passkey: NewPasskey,
      now: number,
      alsoDo: (trx: Transaction<Database>) => Promise<void> = async () => undefined,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
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
        await alsoDo(trx);
      });
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

    ...challenges,
  };
}

export type PasskeysRepo = ReturnType<typeof passkeysRepo>;
