import { useQuery } from '@tanstack/react-query';
import type { OrganiserOverview } from '../../../shared/api/organisers';
import { api } from '../../lib/api';

export const overviewKey = ['organisers', 'overview'] as const;

/**
 * GET /api/organisers/overview: what waits for organisers. It is also the area's gate: the
 * server answers 403 to anyone who is not (or no longer) an organiser.
 */
export function useOrganiserOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => api<OrganiserOverview>('/organisers/overview', { auth: true, signal }),
    retry: false,
  });
}
