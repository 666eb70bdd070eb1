import type { Kysely } from 'kysely';

/**
 * Secrets the server makes for itself, shared by every instance through the database (no
 * configuration to get wrong): first the key that signs photo URLs of members-only profiles.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
