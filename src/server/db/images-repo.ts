import type { Kysely, Transaction } from 'kysely';
import type { Database, ImagesTable } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export function imagesRepo(db: Kysely<Database>) {
  return {
    async find(id: string, size: 'display' | 'thumb'): Promise<Buffer | undefined> {
      const row = await db.selectFrom('images').select(size).where('id', '=', id).executeTakeFirst();
      return row?.[size];
    },
  };
}

export async function insertImages(db: Db, images: ImagesTable[]): Promise<void> {
  if (images.length > 0) await db.insertInto('images').values(images).execute();
}

/** Deletes a member's images by id; the user_id condition keeps one member from deleting another's. */
export async function deleteImages(db: Db, userId: number, ids: string[]): Promise<void> {
  if (ids.length > 0)
    await db.deleteFrom('images').where('user_id', '=', userId).where('id', 'in', ids).execute();
}
