import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConventionList } from '../../../shared/api/convention-pages';
import type {
  CreateProjectRequest,
  PlanList,
  ProjectAnswer,
  UpdateProjectRequest,
} from '../../../shared/api/projects';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** Every project query starts with this; answers depend on the viewer (visibility), so they are keyed by them. */
export const PROJECTS_KEY = ['projects'] as const;

export function useViewerKey(): string {
  return useSession()?.userid ?? 'visitor';
}

/** The key of GET /api/projects/{id} for a viewer: plan edits put their answer (the whole project) here. */
export const projectKey = (id: number, viewer: string) => [...PROJECTS_KEY, 'project', id, viewer] as const;

/** A 4xx (no such project) will not change by asking again. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** The /projects filters, as the address and the request both carry them. */
export interface FeedFilters {
  technique: string;
  series: string;
  state: string;
  status: string;
}

export function feedPath(filters: FeedFilters, before?: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (before) query.set('before', before);
  const text = query.toString();
  return text ? `/projects?${text}` : '/projects';
}

/** GET /api/projects: the club's recent updates, a page at a time ("Load more" follows `next`). */
export function useProjectFeed(filters: FeedFilters) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: [...PROJECTS_KEY, 'feed', filters, viewer],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api(feedPath(filters, pageParam), { check: 'projectFeed', auth: true, signal }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** GET /api/me/projects (shared with the RSVP and con forms' project pickers). */
export { useMyProjects } from '../../lib/my-projects';

/** GET /api/projects/{id}. */
export function useProject(id: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: projectKey(id, viewer),
    queryFn: ({ signal }) => api(`/projects/${id}`, { check: 'project', auth: true, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryServerErrors,
  });
}

/** Today where the club's cons are (Central time), as the con list orders them. */
const clubToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(Date.now());

/** The cons a build can be for: listed ones with dates that are not over (the con pages' key prefix). */
export function useUpcomingCons() {
  return useQuery({
    queryKey: ['cons', 'project-choices'],
    queryFn: ({ signal }) => api<ConventionList>('/cons', { signal }),
    staleTime: 5 * 60_000,
    select: (answer) => {
      const today = clubToday();
      return answer.cons.filter(
        (con) => con.status === 'listed' && con.endsOn !== null && con.endsOn >= today,
      );
    },
  });
}

/** POST /api/projects: the new project (the page then goes to it). */
export function createProject(body: CreateProjectRequest) {
  return api('/projects', { method: 'POST', body, auth: true, check: 'project' });
}

/**
 * The maker's changes to a project. Every answer is the whole project: it replaces the cached
 * one, so the totals and pacing shown are always the server's; lists of projects refresh.
 */
export function useProjectChanges(id: number) {
  const client = useQueryClient();
  const viewer = useViewerKey();
  const send = async (path: string, method: string, body?: unknown) => {
    const project = await api(`/projects/${id}${path}`, { method, body, auth: true, check: 'project' });
    client.setQueryData<ProjectAnswer>(projectKey(id, viewer), project);
    void client.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'mine'] });
    void client.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'feed'] });
    return project;
  };
  return {
    update: (body: UpdateProjectRequest) => send('', 'PATCH', body),
    addRow: (list: PlanList, body: object) => send(`/${list}`, 'POST', body),
    updateRow: (list: PlanList, rowId: number, body: object) => send(`/${list}/${rowId}`, 'PATCH', body),
    deleteRow: (list: PlanList, rowId: number) => send(`/${list}/${rowId}`, 'DELETE'),
    /** Marks every project answer stale without asking again here: the page goes elsewhere next. */
    remove: async () => {
      await api(`/projects/${id}`, { method: 'DELETE', auth: true });
      await client.invalidateQueries({ queryKey: PROJECTS_KEY, refetchType: 'none' });
    },
  };
}
