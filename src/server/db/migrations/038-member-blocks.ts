import { type Kysely, sql } from 'kysely';

/**
 * Blocking and muting (issue 37 item 5). `member_blocks`: the blocker and the member they blocked;
 * while a row stands, neither reaches the other (messages, mentions, tags, comments) nor sees the
 * other's RSVPs, cosplans and projects, and the blocked member is not told. `member_mutes`: the
 * muter stops seeing the muted member's posts and hearing of them; the muted member notices
 * nothing. One row per pair; both go with either member.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, by, of] of [
    ['member_blocks', 'blocker_id', 'blocked_id'],
    ['member_mutes', 'muter_id', 'muted_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(by, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(of, 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [by, of])
      .addCheckConstraint(`${table}_not_self`, sql`${sql.ref(by)} <> ${sql.ref(of)}`)
      .execute();
    // The other direction: "who blocked me", checked on every read that shows a member's things.
    await db.schema.createIndex(`${table}_by_target`).on(table).columns([of, by]).execute();
  }
}
