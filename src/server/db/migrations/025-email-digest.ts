import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * The email digest (issue 34, docs/decisions/0031-email-digest.md): one row per member who chose
 * a frequency or has had a digest. No row reads as 'weekly', never sent. `last_sent_at` is when
 * the last digest was queued (what "new since the last digest" counts from). `unsubscribe_nonce`
 * is mixed with an app secret into the one-click unsubscribe link (an HMAC): the row holds nothing
 * that works as a link on its own, and a new nonce ends every earlier link. Rows go with their
 * member (cascade).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('digest_choices')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('frequency', 'text', (c) =>
      c.notNull().defaultTo('weekly').check(sql`frequency in ('weekly', 'daily', 'off')`),
    )
    .addColumn('last_sent_at', 'bigint')
    .addColumn('unsubscribe_nonce', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
