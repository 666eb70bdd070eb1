import { type InfiniteData, type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EntryRequest,
  PROJECT_PHOTO_FIELD,
  type ProjectEntries,
  type ProjectEntry,
  type ProjectPhoto,
} from '../../../shared/api/projects';
import { api } from '../../lib/api';
import { apiUpload } from '../../lib/api-upload';
import type { UploadProgress } from '../../lib/xhr-fetch';

/** The build log's pages of one project, newest first. */
export const logKey = (projectId: number) => ['projects', projectId, 'log-entries'] as const;

type LogPages = InfiniteData<ProjectEntries, string | null>;

/** GET /api/projects/{id}/entries?before=: 20 a page; "Older entries" asks for the next. */
export function useLogEntries(projectId: number) {
  return useInfiniteQuery({
    queryKey: logKey(projectId),
    queryFn: ({ pageParam, signal }) =>
      api(`/projects/${projectId}/entries${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`, {
        auth: true,
        signal,
        check: 'projectEntries',
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/** Changes the cached pages' entries in place (no refetch of every page after a small change). */
function editLog(
  client: QueryClient,
  projectId: number,
  edit: (entries: ProjectEntry[], page: number) => ProjectEntry[],
) {
  client.setQueryData<LogPages>(logKey(projectId), (data) =>
    data ? { ...data, pages: data.pages.map((p, i) => ({ ...p, entries: edit(p.entries, i) })) } : data,
  );
}

/**
 * The project's own answers (its page, totals, techniques, the feed) change with its log: they are
 * asked again; the log itself is kept as edited here.
 */
function refreshProject(client: QueryClient, projectId: number) {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      queryKey[0].startsWith('project') &&
      !(queryKey[1] === projectId && queryKey[2] === 'log-entries'),
  });
}

/** Every write of the build log: each keeps the cached log in step with the server's answer. */
export function useLogActions(projectId: number) {
  const client = useQueryClient();
  const base = `/projects/${projectId}`;
  const withPhoto = (entryId: number, photo: ProjectPhoto) =>
    editLog(client, projectId, (entries) =>
      entries.map((e) => (e.id === entryId ? { ...e, photos: [...e.photos, photo] } : e)),
    );
  return {
    async createEntry(body: EntryRequest): Promise<ProjectEntry> {
      const entry = await api(`${base}/entries`, { method: 'POST', body, auth: true, check: 'projectEntry' });
      editLog(client, projectId, (entries, page) => (page === 0 ? [entry, ...entries] : entries));
      void refreshProject(client, projectId);
      return entry;
    },
    async updateEntry(entryId: number, body: Partial<EntryRequest>): Promise<ProjectEntry> {
      const entry = await api(`${base}/entries/${entryId}`, {
        method: 'PATCH',
        body,
        auth: true,
        check: 'projectEntry',
      });
      let moved = false;
      editLog(client, projectId, (entries) =>
        entries.map((e) => {
          if (e.id !== entryId) return e;
          moved = e.date !== entry.date;
          return entry;
        }),
      );
      // A new day moves the entry in the log's order: the server sorts it again.
      if (moved) void client.invalidateQueries({ queryKey: logKey(projectId) });
      void refreshProject(client, projectId);
      return entry;
    },
    async deleteEntry(entryId: number): Promise<void> {
      await api(`${base}/entries/${entryId}`, { method: 'DELETE', auth: true });
      editLog(client, projectId, (entries) => entries.filter((e) => e.id !== entryId));
      void refreshProject(client, projectId);
    },
    /** One photo, one request: multipart with its alt text and credit, put in the entry. */
    async uploadPhoto(
      entryId: number,
      photo: { file: Blob; alt: string; credit: string },
      onProgress: (progress: UploadProgress) => void,
    ): Promise<ProjectPhoto> {
      const form = new FormData();
      form.append('alt', photo.alt);
      form.append('credit', photo.credit);
      form.append('role', 'entry');
      form.append('entryId', String(entryId));
      form.append(PROJECT_PHOTO_FIELD, photo.file, 'photo.jpg');
      const added = await apiUpload<ProjectPhoto>(`${base}/photos`, {
        method: 'POST',
        body: form,
        auth: true,
        onProgress,
      });
      withPhoto(entryId, added);
      return added;
    },
    async deletePhoto(photoId: string): Promise<void> {
      await api(`/project-photos/${encodeURIComponent(photoId)}`, { method: 'DELETE', auth: true });
      editLog(client, projectId, (entries) =>
        entries.map((e) =>
          e.photos.some((p) => p.id === photoId)
            ? { ...e, photos: e.photos.filter((p) => p.id !== photoId) }
            : e,
        ),
      );
      void refreshProject(client, projectId);
    },
    refresh: () => refreshProject(client, projectId),
  };
}

export type LogActions = ReturnType<typeof useLogActions>;
