import { type Kysely, sql } from 'kysely';

/**
 * Following (issue 37 item 3). `member_follows`: the follower and the member they follow; the
 * follower hears (through the notification layer) of the other's new projects, log entries,
 * tutorials and events they may see. One row per pair; it goes with either member. A block
 * between the two ends it both ways (the block route deletes the rows).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_follows')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followed_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_follows_pk', ['follower_id', 'followed_id'])
    .addCheckConstraint('member_follows_not_self', sql`follower_id <> followed_id`)
    .execute();
  // The other direction: "my followers", and the fan-out of a member's news to them.
  await db.schema
    .createIndex('member_follows_by_followed')
    .on('member_follows')
    .columns(['followed_id', 'follower_id'])
    .execute();
}
