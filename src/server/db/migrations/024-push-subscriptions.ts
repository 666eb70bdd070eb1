import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Web Push (issue 34, docs/decisions/0028-web-push.md): one row per browser that receives a
 * member's pushes. `endpoint` is the push service's capability URL for that browser (unique: the
 * same browser subscribing again, under whichever member, is one row); `p256dh` and `auth` are
 * its keys (base64url) that the server encrypts each push to. `failures` counts failed pushes in
 * a row (a success sets it back to 0); the sender removes a subscription after too many.
 * Rows go with their member (cascade), as passkeys do.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_push_at', 'bigint')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_id')
    .on('push_subscriptions')
    .columns(['user_id', 'created_at'])
    .execute();
}
