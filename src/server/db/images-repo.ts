import type { Kysely, Transaction } from 'kysely';
import type { Database, ImagesTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export function imagesRepo(db: Kysely<Database>) {
  return {
    /** A photo's bytes and who may see it (its owner's visibility). */
    async find(
      id: string,
      size: 'display' | 'thumb',
    ): Promise<{ data: Buffer; visibility: string } | undefined> {
      // A member who is deleting their account has no photos for anyone any more.
      const row = await db
        .selectFrom('images')
        .innerJoin('users', 'users.id', 'images.user_id')
        .select([`images.${size} as data`, 'users.visibility'])
        .where('images.id', '=', id)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      return row;
    },
  };
}

export async function insertImages(db: Db, images: ImagesTable[]): Promise<void> {
  if (images.length > 0) await db.insertInto('images').values(images).execute();
}

/**
 * Deletes every image of the member except those kept (the ones the profile references), so no
 * replaced, removed or raced-over photo stays stored and served. The user_id condition keeps one
 * member from ever deleting another's.
 */
export async function deleteImagesExcept(db: Db, userId: number, keepIds: readonly string[]): Promise<void> {
  let query = db.deleteFrom('images').where('user_id', '=', userId);
  if (keepIds.length > 0) query = query.where('id', 'not in', [...keepIds]);
  await query.execute();
}
