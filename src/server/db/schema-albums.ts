import type { Generated } from 'kysely';

/** A photographer's album of a shoot at a con (migration 032). */
export interface AlbumsTable {
  id: Generated<number>;
  photographer_id: number;
  convention_id: number;
  shoot_slot_id: number | null;
  title: string;
  /** The photographer's choice: 'everyone' or 'members'. */
  visibility: Generated<string>;
  created_at: number;
}

/** A photo of an album, with its own encoded copies (served only by the album photo route). */
export interface AlbumPhotosTable {
  id: string;
  album_id: number;
  display: Buffer;
  thumb: Buffer;
  w480: Buffer | null;
  w960: Buffer | null;
  width: number;
  height: number;
  alt: string;
  credit: Generated<string>;
  created_at: number;
}

/** A member tagged on a photo: pending while approved_at is null. */
export interface AlbumTagsTable {
  photo_id: string;
  member_id: number;
  approved_at: number | null;
  created_at: number;
}

export interface AlbumTables {
  albums: AlbumsTable;
  album_photos: AlbumPhotosTable;
  album_tags: AlbumTagsTable;
}
