import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * What a member sees of their sessions (docs: issue 14): a public id to end one by (never the
 * token or its hash), when it was last used, and the browser and address it started from.
 * Sessions of before get an id each and "last used" = when they started.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'bigint').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const existing = await db.selectFrom('sessions').select(['token_hash', 'created_at']).execute();
  for (const row of existing) {
    await db
      .updateTable('sessions')
      .set({ id: randomBytes(12).toString('base64url'), last_used_at: row.created_at })
      .where('token_hash', '=', row.token_hash)
      .execute();
  }
  await db.schema.createIndex('sessions_id').on('sessions').column('id').unique().execute();
}
