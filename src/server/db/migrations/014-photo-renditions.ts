import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Photo widths, link-preview renditions, alt text and credit (docs/decisions/0016-photo-widths-alt-and-credit.md):
 * - images.w480, images.w960: WebP renditions beside the ≤ 1600 px display and the thumbnail;
 *   null until made (new uploads make them at once, older photos on their first request) and for
 *   photos that are not wider than that width.
 * - images.og, event_covers.og: the 1200×630 JPEG link previews show, made on first request.
 * - images.alt, images.credit_name, images.credit_link: what the member wrote about the photo
 *   ('' when nothing yet); they live with the photo, so replacing it drops them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  for (const column of ['w480', 'w960', 'og']) {
    await db.schema.alterTable('images').addColumn(column, blob).execute();
  }
  for (const column of ['alt', 'credit_name', 'credit_link']) {
    await db.schema
      .alterTable('images')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.alterTable('event_covers').addColumn('og', blob).execute();
}
