import type { Kysely } from 'kysely';

/**
 * A member's Mastodon handle (issue 17), stored as `name@server` like the other social links are
 * stored as handles; '' keeps every existing profile without one.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('mastodon', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
