import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type EditGroupRequest,
  GROUP_COVER_FIELD,
  type GroupKind,
  type GroupMemberState,
  type GroupRole,
  type NewGroupRequest,
} from '../../shared/api/groups';
import type { ReportReason } from '../../shared/api/moderation';
import { ApiError, api } from './api';
import { useSession } from './session';

/**
 * The groups' API (shared/api/groups.ts): one fetcher and one hook per endpoint. Every cached
 * answer starts with GROUPS_KEY, so any change to a group refreshes every view of groups.
 */
export const GROUPS_KEY = ['groups'] as const;

const path = (slug: string) => `/groups/${encodeURIComponent(slug)}`;

/** A 4xx (no such group, not allowed) will not change by asking again. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

export interface GroupListFilter {
  q?: string;
  kind?: GroupKind | '';
  state?: string;
  page?: number;
}

/** GET /api/groups: the club's groups the caller may see. */
export function useGroups(filter: GroupListFilter) {
  const session = useSession();
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.state) params.set('state', filter.state);
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return useQuery({
    queryKey: [...GROUPS_KEY, 'list', query, session?.userid ?? 'visitor'],
    queryFn: ({ signal }) =>
      api(`/groups${query ? `?${query}` : ''}`, { auth: true, signal, check: 'groups' }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

/** GET /api/me/groups: the caller's groups, invitations and requests. */
export function useMyGroups() {
  const session = useSession();
  return useQuery({
    queryKey: [...GROUPS_KEY, 'mine', session?.userid],
    queryFn: ({ signal }) => api('/me/groups', { auth: true, signal, check: 'myGroups' }),
    enabled: Boolean(session),
    retry: retryServerErrors,
  });
}

/** GET /api/groups/{slug}: 404 unless the caller may see it. */
export function useGroup(slug: string | undefined) {
  const session = useSession();
  return useQuery({
    queryKey: [...GROUPS_KEY, 'detail', slug, session?.userid ?? 'visitor'],
    queryFn: ({ signal }) => api(path(slug ?? ''), { auth: true, signal, check: 'group' }),
    enabled: Boolean(slug),
    retry: retryServerErrors,
  });
}

/** GET /api/groups/{slug}/members?state=&page= */
export function useGroupMembers(slug: string, state: GroupMemberState, page: number, enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: [...GROUPS_KEY, 'members', slug, state, page, session?.userid ?? 'visitor'],
    queryFn: ({ signal }) =>
      api(`${path(slug)}/members?state=${state}&page=${page}`, { auth: true, signal, check: 'groupMembers' }),
    enabled,
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

/**
 * GET /api/groups/{slug}/events: the group's coming events. Read as the events list's shape
 * ({ events, total }); the contract names the route, the server branch owns the answer.
 */
export function useGroupEvents(slug: string, enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: [...GROUPS_KEY, 'events', slug, session?.userid ?? 'visitor'],
    queryFn: ({ signal }) => api(`${path(slug)}/events`, { auth: true, signal, check: 'events' }),
    enabled,
    retry: retryServerErrors,
  });
}

/** GET /api/groups/{slug}/projects */
export function useGroupProjects(slug: string, enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: [...GROUPS_KEY, 'projects', slug, session?.userid ?? 'visitor'],
    queryFn: ({ signal }) => api(`${path(slug)}/projects`, { auth: true, signal, check: 'groupProjects' }),
    enabled,
    retry: retryServerErrors,
  });
}

/** POST /api/groups: 201 { id, slug }. */
export function createGroup(body: NewGroupRequest) {
  return api<{ id: number; slug: string }>('/groups', { method: 'POST', body, auth: true });
}

/** PATCH /api/groups/{slug} */
export function editGroup(slug: string, body: EditGroupRequest) {
  return api<unknown>(path(slug), { method: 'PATCH', body, auth: true });
}

/** DELETE /api/groups/{slug} (the owner). */
export function deleteGroup(slug: string) {
  return api<unknown>(path(slug), { method: 'DELETE', auth: true });
}

/** PUT /api/groups/{slug}/cover (multipart, GROUP_COVER_FIELD). */
export function uploadGroupCover(slug: string, file: Blob) {
  const form = new FormData();
  form.set(GROUP_COVER_FIELD, file);
  return api<unknown>(`${path(slug)}/cover`, { method: 'PUT', body: form, auth: true });
}

/** DELETE /api/groups/{slug}/cover */
export function removeGroupCover(slug: string) {
  return api<unknown>(`${path(slug)}/cover`, { method: 'DELETE', auth: true });
}

/** POST /api/groups/{slug}/join: joins an open group, or asks to join. */
export function joinGroup(slug: string) {
  return api<unknown>(`${path(slug)}/join`, { method: 'POST', auth: true });
}

/** POST /api/groups/{slug}/invitations: { invited } — the usernames now invited. */
export function inviteToGroup(slug: string, usernames: string[]) {
  return api<{ invited: string[] }>(`${path(slug)}/invitations`, {
    method: 'POST',
    body: { usernames },
    auth: true,
  });
}

const memberPath = (slug: string, username: string) =>
  `${path(slug)}/members/${encodeURIComponent(username)}`;

/** PATCH …/members/{username}: a role (owner), or state active (approve a request, accept an invitation). */
export function editGroupMember(
  slug: string,
  username: string,
  body: { role?: GroupRole; state?: 'active' },
) {
  return api<unknown>(memberPath(slug, username), { method: 'PATCH', body, auth: true });
}

/** DELETE …/members/{username}: remove, decline a request or an invitation, or leave. */
export function removeGroupMember(slug: string, username: string) {
  return api<unknown>(memberPath(slug, username), { method: 'DELETE', auth: true });
}

/** PUT …/projects/{id}: shows one of the caller's projects in the group. */
export function showGroupProject(slug: string, projectId: number) {
  return api<unknown>(`${path(slug)}/projects/${projectId}`, { method: 'PUT', auth: true });
}

/** DELETE …/projects/{id}: stops showing it. */
export function hideGroupProject(slug: string, projectId: number) {
  return api<unknown>(`${path(slug)}/projects/${projectId}`, { method: 'DELETE', auth: true });
}

/** POST …/reports: a member reports the group to the organisers. */
export function reportGroup(slug: string, reason: ReportReason, note: string) {
  return api<{ message?: string } | null>(`${path(slug)}/reports`, {
    method: 'POST',
    body: { reason, note },
    auth: true,
  });
}
