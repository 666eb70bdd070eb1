import { useQuery } from '@tanstack/react-query';
import type { AlbumPhoto, MemberAlbumPhotos } from '../../../shared/api/albums';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { PhotoCard } from '../../ui/album-photo-card';

/** GET /api/public/{username}/album-photos, per viewer (consent and privacy decide; never cached). */
function useMemberAlbumPhotos(username: string) {
  const viewer = useSession()?.userid ?? 'visitor';
  return useQuery({
    // Under 'albums', so the album pages' actions refresh it too.
    queryKey: ['albums', 'member', username.toLowerCase(), viewer],
    queryFn: ({ signal }) =>
      api<MemberAlbumPhotos>(`/public/${encodeURIComponent(username)}/album-photos`, { auth: true, signal }),
  });
}

/**
 * A profile's shoot photos, from their own answer: "Photos by …" (the member took them, each
 * crediting the cosplayers tagged) and "Photos of …" (the member approved a tag, crediting the
 * photographer). Nothing shows while there are none.
 */
export function ProfileAlbumPhotos({ username, name }: { username: string; name: string }) {
  const photos = useMemberAlbumPhotos(username);
  if (!photos.data) return null;
  return (
    <>
      <PhotoSet id="album-photos-by" title={`Photos by ${name}`} photos={photos.data.by} />
      <PhotoSet id="album-photos-of" title={`Photos of ${name}`} photos={photos.data.of} />
    </>
  );
}

function PhotoSet({ id, title, photos }: { id: string; title: string; photos: AlbumPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <section className="albums-profile" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="albums-grid">
        {photos.map((photo) => (
          <PhotoCard key={photo.id} photo={photo} />
        ))}
      </ul>
    </section>
  );
}
