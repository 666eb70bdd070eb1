import type { Kysely } from 'kysely';

/**
 * Issue 31, items 3 and 10:
 * - users.credential_generation: goes up by one at every password reset, password change and
 *   "sign out everywhere". A login reads it together with the password hash, before checking the
 *   password, and its session keeps the value it read (sessions.credential_generation); the
 *   session lookup accepts a session only while the two are equal. So a login that checked the
 *   old password and stores its session after the change committed gets a dead session.
 * - webauthn_challenges.client_address: the address an anonymous passkey sign-in challenge was
 *   handed to, so their number can be bounded per address (docs/decisions/0018-passkeys.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('credential_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('credential_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('webauthn_challenges').addColumn('client_address', 'text').execute();
  await db.schema
    .createIndex('webauthn_challenges_client_address')
    .on('webauthn_challenges')
    .columns(['client_address', 'expires_at'])
    .execute();
}
