import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlbumAnswer,
  AlbumPhoto,
  AlbumVisibility,
  ConAlbums,
  CreateAlbumRequest,
} from '../../../../shared/api/albums';
import type { ConShootsAnswer } from '../../../../shared/api/shoots';
import { api } from '../../../lib/api';
import { apiUpload } from '../../../lib/api-upload';
import { useSession } from '../../../lib/session';
import type { UploadProgress } from '../../../lib/xhr-fetch';

/** PATCH /api/albums/{id}: what the photographer changes (and the answer: what it is now). */
export interface AlbumChange {
  title?: string;
  visibility?: AlbumVisibility;
}

/** The viewer's own photoshoot slots at a con, which a new album may come from. */
export function useMySlots(slug: string, enabled: boolean) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: [...ROOT, 'my-slots', slug, viewer],
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await api<ConShootsAnswer>(`/cons/${encodeURIComponent(slug)}/shoots`, {
        auth: true,
        signal,
      });
      return answer.days.flatMap((d) =>
        d.photographers.filter((p) => p.username === answer.viewer).flatMap((p) => p.slots),
      );
    },
  });
}

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
    /** The photographer's own tools (features/con-albums/owner-routes.ts). */
    update: (albumId: number, body: AlbumChange) =>
      after(api<AlbumChange>(`/albums/${albumId}`, { method: 'PATCH', auth: true, body })),
    remove: (albumId: number) => after(api<null>(`/albums/${albumId}`, { method: 'DELETE', auth: true })),
    removePhoto: (id: string) => after(api<null>(photo(id), { method: 'DELETE', auth: true })),
  };
}
