import { useQuery } from '@tanstack/react-query';
import type {
  ConventionList,
  ConventionRequest,
  ConventionSuggestions,
} from '../../../shared/api/convention-pages';
import type { ConventionDetail } from '../../../shared/api/conventions';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** Every con query starts with this: a change clears them all. */
export const CONS_KEY = ['cons'] as const;

/** A 4xx (no such con) will not change by asking again. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** GET /api/cons. */
export function useCons() {
  const session = useSession();
  return useQuery({
    queryKey: [...CONS_KEY, 'list', session?.userid ?? 'visitor'],
    queryFn: ({ signal }) => api<ConventionList>('/cons', { auth: true, signal }),
  });
}

/** GET /api/cons/{slug}. */
export function useCon(slug: string | undefined) {
  const session = useSession();
  return useQuery({
    queryKey: [...CONS_KEY, 'detail', slug, session?.userid ?? 'visitor'],
    queryFn: ({ signal }) =>
      api<ConventionDetail>(`/cons/${encodeURIComponent(slug ?? '')}`, { auth: true, signal }),
    enabled: Boolean(slug),
    retry: retryServerErrors,
  });
}

/** POST /api/cons (an organiser's add, or a member's suggestion). */
export function addCon(body: ConventionRequest) {
  return api<ConventionDetail>('/cons', { method: 'POST', body, auth: true });
}

/** PUT /api/cons/{slug} (organisers). */
export function saveCon(slug: string, body: ConventionRequest) {
  return api<ConventionDetail>(`/cons/${encodeURIComponent(slug)}`, { method: 'PUT', body, auth: true });
}

/** GET /api/organisers/cons/suggestions. */
export function useSuggestions() {
  return useQuery({
    queryKey: [...CONS_KEY, 'suggestions'],
    queryFn: ({ signal }) =>
      api<ConventionSuggestions>('/organisers/cons/suggestions', { auth: true, signal }),
  });
}

/** POST /api/organisers/cons/{slug}/review. */
export function reviewCon(slug: string, decision: 'list' | 'decline') {
  return api<ConventionDetail>(`/organisers/cons/${encodeURIComponent(slug)}/review`, {
    method: 'POST',
    body: { decision },
    auth: true,
  });
}
