import type { AlbumPhoto } from '../../../shared/api/albums';
import type { AppDeps } from '../../deps';

/** The image route's paths of a photo; the signature covers the path, so one signs every width. */
export const albumPhotoPath = (id: string) => `/api/album-photos/${id}`;
export const albumThumbPath = (id: string) => `/api/album-photos/${id}/thumb`;

type PhotoRow = Awaited<ReturnType<AppDeps['albums']['visiblePhotos']>>[number];

/**
 * Photos as the API answers them, each with its tags: approved ones for everyone, pending ones
 * only for the photographer and the member tagged. Addresses are signed for this viewer.
 */
export async function presentPhotos(
  deps: Pick<AppDeps, 'albums' | 'imageSigner' | 'reactions'>,
  rows: readonly PhotoRow[],
  viewerId: number | null,
): Promise<AlbumPhoto[]> {
  const ids = rows.map((r) => r.id);
  const [tags, reactions] = await Promise.all([
    deps.albums.tagsOf(ids, viewerId),
    deps.reactions.counts('album-photo', ids, viewerId),
  ]);
  return rows.map((row) => {
    const src = deps.imageSigner.sign(albumPhotoPath(row.id));
    return {
      id: row.id,
      src,
      src480: `${src}&w=480`,
      thumb: deps.imageSigner.sign(albumThumbPath(row.id)),
      width: Number(row.width),
      height: Number(row.height),
      alt: row.alt,
      credit: row.credit,
      album: { id: Number(row.album_id), title: row.title },
      con: { slug: row.slug, name: row.con },
      photographer: { username: row.username, name: row.firstname || row.username },
      tags: tags
        .filter((t) => t.photo_id === row.id)
        .filter((t) => t.approved_at !== null || viewerId === row.photographer_id || viewerId === t.member_id)
        .map((t) => ({
          username: t.username,
          name: t.firstname || t.username,
          approved: t.approved_at !== null,
        })),
      reactions: reactions.get(row.id) ?? [],
    };
  });
}
