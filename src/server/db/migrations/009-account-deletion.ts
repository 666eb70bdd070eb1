import type { Kysely } from 'kysely';

/**
 * Deletion with a grace period (issue 14 §4): when a member asked to delete their account, and the
 * hash of the single-use restore link mailed to them. A background sweep erases the member's rows
 * 30 days after `deleted_at`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('restore_token_hash', 'text').execute();
  await db.schema.createIndex('users_deleted_at').on('users').column('deleted_at').execute();
  await db.schema
    .createIndex('users_restore_token')
    .on('users')
    .column('restore_token_hash')
    .unique()
    .execute();
}
