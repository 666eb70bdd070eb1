import { useQuery } from '@tanstack/react-query';
import { type ConPlanAnswer, conPlanPath } from '../../../shared/api/con-plan';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** A 4xx (no such con) will not change by asking again. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/**
 * GET /api/me/cons/{slug}/plan. `offlineFirst`: offline the request still goes out, and the
 * service worker answers it from the copy it kept when the plan was last opened online.
 */
export function useConPlan(slug: string | undefined) {
  const session = useSession();
  return useQuery({
    queryKey: ['con-plan', slug, session?.userid],
    queryFn: ({ signal }) => api<ConPlanAnswer>(conPlanPath(slug ?? ''), { auth: true, signal }),
    enabled: Boolean(slug && session),
    retry: retryServerErrors,
    networkMode: 'offlineFirst',
  });
}
