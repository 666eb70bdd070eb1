import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlbumAnswer, AlbumPhoto, ConAlbums, CreateAlbumRequest } from '../../../../shared/api/albums';
import { api } from '../../../lib/api';
import { apiUpload } from '../../../lib/api-upload';
import { useSession } from '../../../lib/session';
import type { UploadProgress } from '../../../lib/xhr-fetch';

/** Every album answer depends on the viewer and on consent: keyed per viewer, refreshed together. */
const ROOT = ['albums'] as const;

function useViewerKey() {
  return useSession()?.userid ?? 'visitor';
}

export function useAlbum(id: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: [...ROOT, 'album', id, viewer],
    queryFn: ({ signal }) => api<AlbumAnswer>(`/albums/${id}`, { auth: true, signal }),
  });
}

export function useConAlbums(slug: string) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: [...ROOT, 'con', slug, viewer],
    queryFn: ({ signal }) =>
      api<ConAlbums>(`/cons/${encodeURIComponent(slug)}/albums`, { auth: true, signal }),
  });
}

export function useWaitingTags() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: [...ROOT, 'waiting', viewer],
    queryFn: ({ signal }) => api<{ photos: AlbumPhoto[] }>('/me/album-tags', { auth: true, signal }),
  });
}

/** What the photographer and tagged members do; each refreshes every album answer. */
export function useAlbumActions() {
  const client = useQueryClient();
  const after = async <T>(work: Promise<T>) => {
    try {
      return await work;
    } finally {
      await client.invalidateQueries({ queryKey: ROOT });
    }
  };
  const photo = (id: string) => `/album-photos/${encodeURIComponent(id)}`;
  return {
    create: (slug: string, body: CreateAlbumRequest) =>
      after(
        api<AlbumAnswer>(`/cons/${encodeURIComponent(slug)}/albums`, { method: 'POST', auth: true, body }),
      ),
    /** One photo, with its own progress (the caller refreshes once the whole set is in). */
    upload: (albumId: number, form: FormData, onProgress: (p: UploadProgress) => void) =>
      apiUpload<AlbumPhoto>(`/albums/${albumId}/photos`, {
        method: 'POST',
        auth: true,
        body: form,
        onProgress,
      }),
    refresh: () => client.invalidateQueries({ queryKey: ROOT }),
    tag: (id: string, username: string) =>
      after(api<AlbumPhoto>(`${photo(id)}/tags`, { method: 'POST', auth: true, body: { username } })),
    approve: (id: string) => after(api<AlbumPhoto>(`${photo(id)}/my-tag`, { method: 'PUT', auth: true })),
    removeTag: (id: string) => after(api<null>(`${photo(id)}/my-tag`, { method: 'DELETE', auth: true })),
  };
}
