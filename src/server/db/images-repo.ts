import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, ImagesTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored rendition column (migration 014): made at upload or on first request. */
export type RenditionColumn = 'w480' | 'w960' | 'og';

/** A rendition, or the display image to make it from when it is not stored yet. */
export interface RenditionRow {
  /** The rendition when `made`, else the display image. */
  data: Buffer;
  made: boolean;
  /** Of the display image. */
  width: number;
  visibility: string;
}

/** What the member wrote about one photo, and its size. */
export interface ImageDetailsRow {
  id: string;
  width: number;
  height: number;
  alt: string;
  credit_name: string;
  credit_link: string;
}

/** What a save writes about a photo. */
export type ImageDetailsChange = Pick<ImageDetailsRow, 'alt' | 'credit_name' | 'credit_link'>;
export type ImageDetailsUpdate = ImageDetailsChange & { id: string };

/**
 * What an organiser's review URL of a photo signs (with the image signer): a string distinct from
 * the photo's path, so the signed URL a member got for a members-only profile never opens a hidden
 * photo or one of a suspended member, and a review URL is only ever made by the server.
 */
export const reviewPath = (path: string) => `review:${path}`;

export function imagesRepo(db: Kysely<Database>) {
  return {
    /** A photo's bytes and who may see it (its owner's visibility). */
    async find(
      id: string,
      size: 'display' | 'thumb',
    ): Promise<{ data: Buffer; visibility: string } | undefined> {
      // A member who is deleting their account, suspended or not yet approved has no photos for
      // anyone; nor has a photo an organiser hid.
      const row = await db
        .selectFrom('images')
        .innerJoin('users', 'users.id', 'images.user_id')
        .select([`images.${size} as data`, 'users.visibility'])
        .where('images.id', '=', id)
        .where('images.hidden_at', 'is', null)
        .where('users.deleted_at', 'is', null)
        .where('users.status', '=', 'active')
        .executeTakeFirst();
      return row;
    },

    /**
     * A photo as an organiser reviews it (a review-signed URL): hidden ones and those of suspended
     * or pending members too. The photos of an account being deleted stay gone.
     */
    async findForReview(id: string, size: 'display' | 'thumb'): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('images')
        .innerJoin('users', 'users.id', 'images.user_id')
        .select(`images.${size} as data`)
        .where('images.id', '=', id)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.data;
    },

    /**
     * A rendition of a photo, with the same rules as `find` (or `findForReview`'s for an
     * organiser's review): the stored rendition, or the display image when it is not made yet.
     */
    async findRendition(
      id: string,
      column: RenditionColumn,
      review = false,
    ): Promise<RenditionRow | undefined> {
      let query = db
        .selectFrom('images')
        .innerJoin('users', 'users.id', 'images.user_id')
        .select([
          sql<Buffer>`coalesce(${sql.ref(`images.${column}`)}, images.display)`.as('data'),
          sql<number>`case when ${sql.ref(`images.${column}`)} is null then 0 else 1 end`.as('made'),
          'images.width',
          'users.visibility',
        ])
        .where('images.id', '=', id)
        .where('users.deleted_at', 'is', null);
      if (!review) query = query.where('images.hidden_at', 'is', null).where('users.status', '=', 'active');
      const row = await query.executeTakeFirst();
      return row && { ...row, made: Number(row.made) === 1, width: Number(row.width) };
    },

    /** Keeps a rendition made on first request (a photo deleted meanwhile simply gets none). */
    async storeRendition(id: string, column: RenditionColumn, data: Buffer): Promise<void> {
      await db
        .updateTable('images')
        .set({ [column]: data })
        .where('id', '=', id)
        .execute();
    },

    /** Size, alt text and credit of these photos of the member, in one query. */
    async details(userId: number, ids: readonly string[]): Promise<Map<string, ImageDetailsRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('images')
        .select(['id', 'width', 'height', 'alt', 'credit_name', 'credit_link'])
        .where('user_id', '=', userId)
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            width: Number(r.width),
            height: Number(r.height),
            alt: r.alt ?? '',
            credit_name: r.credit_name ?? '',
            credit_link: r.credit_link ?? '',
          },
        ]),
      );
    },
  };
}

/** Sets what the member wrote about their photos (another member's photo id changes nothing). */
export async function updateImageDetails(
  db: Db,
  userId: number,
  updates: readonly ImageDetailsUpdate[],
): Promise<void> {
  for (const { id, alt, credit_name, credit_link } of updates) {
    await db
      .updateTable('images')
      .set({ alt, credit_name, credit_link })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  }
}

export async function insertImages(db: Db, images: ImagesTable[]): Promise<void> {
  if (images.length > 0) await db.insertInto('images').values(images).execute();
}

/**
 * Deletes every image of the member except those kept (the ones the profile references), so no
 * replaced, removed or raced-over photo stays stored and served. The user_id condition keeps one
 * member from ever deleting another's. Photos an organiser hid stay: they are the report's
 * evidence (never served publicly; the account's erasure removes them with it).
 */
export async function deleteImagesExcept(db: Db, userId: number, keepIds: readonly string[]): Promise<void> {
  let query = db.deleteFrom('images').where('user_id', '=', userId).where('hidden_at', 'is', null);
  if (keepIds.length > 0) query = query.where('id', 'not in', [...keepIds]);
  await query.execute();
}

export type ImagesRepo = ReturnType<typeof imagesRepo>;
