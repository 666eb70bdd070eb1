import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * The secret called `name`, made on first use (by `make`: 32 random bytes unless said; a secret
 * of several parts, a key pair, is made as one JSON value). Every instance inserts a candidate and
 * keeps whichever was stored first, so all instances of one club end up with the same value.
 */
async function loadOrCreateSecret(db: Kysely<Database>, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The club's secrets (app_secrets), by name: image-url-signing, calendar-feed, mail-link-tokens,
 * vapid-keys (features/push).
 */
export function secretsRepo(db: Kysely<Database>) {
  return {
    loadOrCreate: (name: string, make: () => string = randomSecret) => loadOrCreateSecret(db, name, make),
  };
}
