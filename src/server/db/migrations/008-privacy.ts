import type { Kysely } from 'kysely';

/**
 * A member's privacy settings (issue 14; docs/decisions/0011-privacy-defaults.md). The defaults
 * keep every existing profile as it was: public, listed, contact shown, indexable.
 * Flags are 0/1 integers on both databases.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('everyone'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('contactvisibility', 'text', (c) => c.notNull().defaultTo('everyone'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('indexable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
