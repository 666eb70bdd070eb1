import type { Kysely, Transaction } from 'kysely';
import type { Database, ImagesTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

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
  };
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
