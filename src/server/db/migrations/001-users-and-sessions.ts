import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** Text fields of docs/product.md §3 that default to the empty string. */
export const PROFILE_TEXT_COLUMNS = [
  'referredby',
  'email',
  'phonenumber',
  'city',
  'state',
  'imawhat',
  'about',
  'other',
  'complete',
  'inprogress',
  'cosplaygroup',
  'image',
  'calendar',
  'milanote',
  'twitter',
  'bluesky',
  'instagram',
  'facebook',
  'discord',
  'snapchat',
  'tiktok',
  'threads',
  'reddit',
  'twitch',
  'youtube',
  'vimeo',
  'patreon',
  'kofi',
  'venmo',
  'cashapp',
  'paypal',
  'gofundme',
  'extralife',
  'etsy',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  let users = db.schema
    .createTable('users')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('birthdate', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('recoveryemail', 'text', (c) => c.notNull())
    .addColumn('slideshow', 'text', (c) => c.notNull().defaultTo('[]'));
  for (const column of PROFILE_TEXT_COLUMNS) {
    users = users.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  }
  await users
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}
