import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * A push device belongs to the session that turned it on (issue 34 follow-up): a member who signs
 * out everywhere (a phone lost) or whose session ends stops getting pushes on that browser, since
 * the row goes with its session. Devices from before this have no session and stay until removed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_session')
    .on('push_subscriptions')
    .column('session_id')
    .execute();
}
