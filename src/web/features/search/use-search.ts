import { useQuery } from '@tanstack/react-query';
import type { ProfileCard } from '../../../shared/profile/profile-api';
import { apiResponse } from '../../lib/api';
import { useSession } from '../../lib/session';

export interface SearchPage {
  members: ProfileCard[];
  /** Every match, not only this page's (X-Total-Count). */
  total: number;
}

const NO_RESULTS: SearchPage = { members: [], total: 0 };

/**
 * GET /api/search?query=&state=&page=&limit=. docs/product.md §8: a failure or an answer that is
 * not an array shows as no results; the failure is only logged.
 */
export async function fetchSearch(
  query: string,
  state: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchPage> {
  if (query.trim() === '' && state.trim() === '') return NO_RESULTS;
  const params = new URLSearchParams({ query, state, page: String(page), limit: String(limit) });
  try {
    // Signed in, members-only profiles are found too.
    const { data, headers } = await apiResponse(`/search?${params}`, { signal, auth: true, check: 'search' });
    // In production the answer is not checked (api.ts): it is at least a list.
    if (Array.isArray(data)) {
      const total = Number(headers.get('x-total-count') ?? data.length);
      return { members: data, total: Number.isFinite(total) ? total : data.length };
    }
    console.error('Search answered with something other than a list', data);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Search failed', error);
  }
  return NO_RESULTS;
}

export function useSearch(query: string, state: string, page: number, limit: number) {
  const viewer = useSession()?.username ?? '';
  return useQuery({
    queryKey: ['search', query, state, page, limit, viewer],
    queryFn: ({ signal }) => fetchSearch(query, state, page, limit, signal),
    retry: false,
  });
}
