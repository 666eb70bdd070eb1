import type { Kysely } from 'kysely';
import { photoVisibleTo } from './album-visibility';
import { noBlockBetween } from './member-relations';
import type { Database } from './schema';
import type { AlbumPhotosTable } from './schema-albums';
import type { Trx } from './transaction';

export interface NewAlbum {
  photographerId: number;
  conventionId: number;
  shootSlotId: number | null;
  title: string;
  visibility: 'everyone' | 'members';
}

/** A processed photo (images/process-image.ts) with the photographer's texts. */
export type NewAlbumPhoto = Omit<AlbumPhotosTable, 'album_id' | 'created_at' | 'credit'> & { credit: string };

/** Which visible photos a read wants: an album's, a photographer's, or those a member is approved on. */
export type PhotoFilter = { albumId: number } | { photographerId: number } | { taggedMemberId: number };

export type PhotoSize = 'display' | 'thumb' | 'w480' | 'w960';

/**
 * Shoot albums (migration 032): albums, their photos and tags. Every read of photos goes through
 * photoVisibleTo (album-visibility.ts), so privacy is decided in the query itself.
 */
export function albumsRepo(db: Kysely<Database>) {
  const photoRows = (viewerId: number | null) =>
    db
      .selectFrom('album_photos as p')
      .innerJoin('albums as a', 'a.id', 'p.album_id')
      .innerJoin('users as u', 'u.id', 'a.photographer_id')
      .innerJoin('conventions as c', 'c.id', 'a.convention_id')
      .where(photoVisibleTo(viewerId));
  return {
    /** Which of these album photos still exist (the reports queue marks the removed ones). */
    async existingPhotoIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('album_photos')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async create(album: NewAlbum, now: number): Promise<number> {
      const row = await db
        .insertInto('albums')
        .values({
          photographer_id: album.photographerId,
          convention_id: album.conventionId,
          shoot_slot_id: album.shootSlotId,
          title: album.title,
          visibility: album.visibility,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** An album of an active photographer (the live row), with its con. */
    async byId(id: number) {
      return db
        .selectFrom('albums as a')
        .innerJoin('users as u', 'u.id', 'a.photographer_id')
        .innerJoin('conventions as c', 'c.id', 'a.convention_id')
        .select(['a.id', 'a.photographer_id', 'a.title', 'a.visibility', 'a.shoot_slot_id'])
        .select(['u.username', 'u.firstname', 'c.slug', 'c.name as con'])
        .where('a.id', '=', id)
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async photoCount(albumId: number): Promise<number> {
      const row = await db
        .selectFrom('album_photos')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('album_id', '=', albumId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async addPhoto(albumId: number, photo: NewAlbumPhoto, now: number): Promise<void> {
      await db
        .insertInto('album_photos')
        .values({ ...photo, album_id: albumId, created_at: now })
        .execute();
    },

    /** A photo with its album's photographer (no visibility rule: for its owner and organisers). */
    async photoOwner(photoId: string, trx?: Trx) {
      return (trx ?? db)
        .selectFrom('album_photos as p')
        .innerJoin('albums as a', 'a.id', 'p.album_id')
        .innerJoin('users as u', 'u.id', 'a.photographer_id')
        .innerJoin('conventions as c', 'c.id', 'a.convention_id')
        .select(['p.id', 'a.id as album_id', 'a.title', 'a.photographer_id', 'u.username', 'u.firstname'])
        .select(['c.slug'])
        .where('p.id', '=', photoId)
        .executeTakeFirst();
    },

    /** Tags a member; false when they were already tagged on the photo. */
    async addTag(trx: Trx, photoId: string, memberId: number, now: number): Promise<boolean> {
      const result = await trx
        .insertInto('album_tags')
        .values({ photo_id: photoId, member_id: memberId, created_at: now })
        .onConflict((oc) => oc.columns(['photo_id', 'member_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The tagged member approves their tag; false when there is none. */
    async approveTag(photoId: string, memberId: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('album_tags')
        .set({ approved_at: now })
        .where('photo_id', '=', photoId)
        .where('member_id', '=', memberId)
        .where('approved_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) return true;
      return (await this.tagOf(photoId, memberId)) !== undefined;
    },

    async tagOf(photoId: string, memberId: number) {
      return db
        .selectFrom('album_tags')
        .select(['approved_at'])
        .where('photo_id', '=', photoId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    /** The tagged member removes their tag; false when there is none. */
    async removeTag(photoId: string, memberId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('album_tags')
        .where('photo_id', '=', photoId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Photos the viewer may see, newest first, with their album, con and photographer. */
    async visiblePhotos(viewerId: number | null, filter: PhotoFilter, limit = 200) {
      let query = photoRows(viewerId)
        .select(['p.id', 'p.alt', 'p.credit', 'p.width', 'p.height', 'p.created_at'])
        .select(['a.id as album_id', 'a.title', 'a.photographer_id', 'u.username', 'u.firstname'])
        .select(['c.slug', 'c.name as con']);
      if ('albumId' in filter) query = query.where('a.id', '=', filter.albumId);
      else if ('photographerId' in filter)
        query = query.where('a.photographer_id', '=', filter.photographerId);
      else
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('album_tags as mine')
              .select('mine.photo_id')
              .whereRef('mine.photo_id', '=', 'p.id')
              .where('mine.member_id', '=', filter.taggedMemberId)
              .where('mine.approved_at', 'is not', null),
          ),
        );
      return query.orderBy('p.created_at', 'desc').orderBy('p.id').limit(limit).execute();
    },

    /**
     * The tags of these photos, with the tagged members' names (active members only); for a
     * `viewerId`, without members who and the viewer blocked one another (migration 038).
     */
    async tagsOf(photoIds: readonly string[], viewerId: number | null = null) {
      if (photoIds.length === 0) return [];
      return db
        .selectFrom('album_tags as t')
        .innerJoin('users as m', 'm.id', 't.member_id')
        .select(['t.photo_id', 't.member_id', 't.approved_at', 'm.username', 'm.firstname'])
        .where('t.photo_id', 'in', [...photoIds])
        .where(noBlockBetween(viewerId, 't.member_id'))
        .where('m.status', '=', 'active')
        .where('m.deleted_at', 'is', null)
        .orderBy('m.username')
        .execute();
    },

    /** The member's tags waiting for their answer, on photos they may see. */
    async waitingFor(memberId: number) {
      return photoRows(memberId)
        .innerJoin('album_tags as mine', 'mine.photo_id', 'p.id')
        .select(['p.id', 'p.alt', 'p.credit', 'p.width', 'p.height', 'p.created_at'])
        .select(['a.id as album_id', 'a.title', 'a.photographer_id', 'u.username', 'u.firstname'])
        .select(['c.slug', 'c.name as con'])
        .where('mine.member_id', '=', memberId)
        .where('mine.approved_at', 'is', null)
        .orderBy('p.created_at', 'desc')
        .execute();
    },

    /** The albums of a con with at least one photo the viewer may see. */
    async ofCon(conventionId: number, viewerId: number | null) {
      return photoRows(viewerId)
        .select(['a.id', 'a.title', 'u.username', 'u.firstname'])
        .select((eb) => eb.fn.count<string | number>('p.id').as('photos'))
        .where('a.convention_id', '=', conventionId)
        .groupBy(['a.id', 'a.title', 'u.username', 'u.firstname'])
        .orderBy('a.id', 'desc')
        .execute();
    },

    /**
     * A photo's bytes for the image route, which only answers signed addresses (handed out to
     * viewers who may see it); still nothing for a photo whose people are no longer active.
     */
    async photoBytes(photoId: string, size: PhotoSize): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('album_photos as p')
        .innerJoin('albums as a', 'a.id', 'p.album_id')
        .innerJoin('users as u', 'u.id', 'a.photographer_id')
        .select(['p.display', `p.${size} as data`])
        .where('p.id', '=', photoId)
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('album_tags as t')
                .innerJoin('users as m', 'm.id', 't.member_id')
                .select('t.photo_id')
                .whereRef('t.photo_id', '=', 'p.id')
                .where((eb) => eb.or([eb('m.status', '<>', 'active'), eb('m.deleted_at', 'is not', null)])),
            ),
          ),
        )
        .executeTakeFirst();
      // A narrower copy is not stored when the photo is not wider: the display image serves.
      return row ? (row.data ?? row.display) : undefined;
    },

    /** The photographer changes their album's title or visibility; false when it is not theirs. */
    async update(
      albumId: number,
      photographerId: number,
      change: { title?: string; visibility?: 'everyone' | 'members' },
    ): Promise<boolean> {
      const result = await db
        .updateTable('albums')
        .set(change)
        .where('id', '=', albumId)
        .where('photographer_id', '=', photographerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * The photographer deletes their album: its photos (their encoded copies live in the rows) and
     * tags go with it by cascade, so tagged members' profiles lose them at once. False when not theirs.
     */
    async remove(albumId: number, photographerId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('albums')
        .where('id', '=', albumId)
        .where('photographer_id', '=', photographerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The photographer deletes one of their photos (tags go by cascade); false when it is not theirs. */
    async removeOwnPhoto(photoId: string, photographerId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('album_photos')
        .where('id', '=', photoId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('albums as a')
              .select('a.id')
              .whereRef('a.id', '=', 'album_photos.album_id')
              .where('a.photographer_id', '=', photographerId),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** An organiser removes a photo; what the audit entry names, or undefined when it is gone. */
    async removePhoto(trx: Trx, photoId: string) {
      const photo = await this.photoOwner(photoId, trx);
      if (!photo) return undefined;
      await trx.deleteFrom('album_photos').where('id', '=', photoId).execute();
      return photo;
    },
  };
}

export type AlbumsRepo = ReturnType<typeof albumsRepo>;
