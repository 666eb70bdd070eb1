import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Shoot albums after a con (issue 35 item 6; decision 32, amendment). An album is a
 * photographer's, at a con (optionally from one of their shoot slots), with their visibility
 * choice. Its photos keep their own encoded copies (like event covers), so a photo is served only
 * by the album route, which checks consent and privacy. A tag names a member on a photo: pending
 * until that member approves. Everything goes with the photographer's or the tagged member's
 * account (cascade); a slot that goes leaves the album without it (set null).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  let albums = db.schema.createTable('albums');
  albums =
    dialect === 'postgres'
      ? albums.addColumn('id', 'serial', (c) => c.primaryKey())
      : albums.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await albums
    .addColumn('photographer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('convention_id', 'integer', (c) =>
      c.notNull().references('conventions.id').onDelete('cascade'),
    )
    .addColumn('shoot_slot_id', 'integer', (c) => c.references('shoot_slots.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) =>
      c.notNull().defaultTo('everyone').check(sql`visibility in ('everyone', 'members')`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('albums_by_photographer').on('albums').columns(['photographer_id']).execute();
  await db.schema.createIndex('albums_by_convention').on('albums').columns(['convention_id']).execute();

  await db.schema
    .createTable('album_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('display', blob, (c) => c.notNull())
    .addColumn('thumb', blob, (c) => c.notNull())
    .addColumn('w480', blob)
    .addColumn('w960', blob)
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('credit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('album_photos_by_album').on('album_photos').columns(['album_id']).execute();

  await db.schema
    .createTable('album_tags')
    .addColumn('photo_id', 'text', (c) => c.notNull().references('album_photos.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('approved_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('album_tags_pk', ['photo_id', 'member_id'])
    .execute();
  await db.schema.createIndex('album_tags_by_member').on('album_tags').columns(['member_id']).execute();
}
