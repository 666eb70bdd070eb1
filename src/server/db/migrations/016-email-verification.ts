import type { Kysely } from 'kysely';

/**
 * Verified recovery email (issue 18): when the member's current recovery email was confirmed
 * through a mailed link, and whether the account predates verification (grandfathered: its reset
 * mail still goes to the unconfirmed address). Links are stored only as SHA-256 hashes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('recoveryemail_verified_at', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('email_grandfathered', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Everybody who already has an address keeps password resets working as before.
  await db.updateTable('users').set({ email_grandfathered: 1 }).where('recoveryemail', '<>', '').execute();
  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_verifications_user_id')
    .on('email_verifications')
    .column('user_id')
    .execute();
}
