import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_ASSET_FIELD,
  type ContentSaveBody,
  type ContentVersionAnswer,
  type ContentVersionInfo,
  type ContentVersionsPage,
  type CurrentContentAnswer,
} from '../../../../shared/api/content-editor';
import { api } from '../../../lib/api';

/** Under ['organisers'] like the area's other data; ['content'] is the public content hook's. */
const contentKey = ['organisers', 'content'] as const;
export const currentKey = [...contentKey, 'current'] as const;
const versionsKey = [...contentKey, 'versions'] as const;

const fetchCurrent = (signal?: AbortSignal) =>
  api<CurrentContentAnswer>('/organisers/content', { auth: true, signal });

/**
 * GET /api/organisers/content: the content being served and its version. The form keeps its own
 * copy, so this is read once and again only when asked (Reload, after a restore).
 */
export function useCurrentContent() {
  return useQuery({
    queryKey: currentKey,
    queryFn: ({ signal }) => fetchCurrent(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** GET …/content/versions?page&limit: the saved versions, newest first. */
export function useContentVersions(page: number, limit: number) {
  return useQuery({
    queryKey: [...versionsKey, page, limit],
    queryFn: ({ signal }) =>
      api<ContentVersionsPage>(`/organisers/content/versions?page=${page}&limit=${limit}`, {
        auth: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/content/versions/{id}: one version's content, to preview it. */
export function useContentVersion(id: number | null) {
  return useQuery({
    queryKey: [...versionsKey, 'one', id],
    queryFn: ({ signal }) =>
      api<ContentVersionAnswer>(`/organisers/content/versions/${id}`, { auth: true, signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PUT /api/organisers/content: the whole content on top of the version the form started from. */
export const saveContent = (body: ContentSaveBody) =>
  api<ContentVersionInfo>('/organisers/content', { method: 'PUT', body, auth: true });

/** POST …/content/versions/{id}/restore: its content becomes a new, current version. */
export const restoreVersion = (id: number) =>
  api<ContentVersionInfo>(`/organisers/content/versions/${id}/restore`, { method: 'POST', auth: true });

/** POST …/content/assets: stores an image (re-encoded by the server) and answers its address. */
export function uploadContentImage(file: File) {
  const form = new FormData();
  form.append(CONTENT_ASSET_FIELD, file);
  return api<{ url: string }>('/organisers/content/assets', { method: 'POST', body: form, auth: true });
}

/**
 * After a save or a restore: the public content (footer, MOTD, club pages), the list of versions
 * and the audit log are read again; `fresh` asks the server for the current content now.
 */
export function useContentSync() {
  const queryClient = useQueryClient();
  return {
    saved(answer: CurrentContentAnswer) {
      queryClient.setQueryData(currentKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['content'] });
      void queryClient.invalidateQueries({ queryKey: versionsKey });
      void queryClient.invalidateQueries({ queryKey: ['organisers', 'audit'] });
    },
    fresh: () =>
      queryClient.fetchQuery({ queryKey: currentKey, queryFn: () => fetchCurrent(), staleTime: 0 }),
  };
}
