import { useQuery } from '@tanstack/react-query';
import type { ProfileCard } from '../../../shared/profile/profile-api';
import { api } from '../../lib/api';

/**
 * GET /api/search?query=&state=. docs/product.md §8: a failure or an answer that is not an array shows as no
 * results; the failure is only logged.
 */
export async function fetchSearch(
  query: string,
  state: string,
  signal?: AbortSignal,
): Promise<ProfileCard[]> {
  if (query.trim() === '' && state.trim() === '') return [];
  const params = new URLSearchParams({ query, state });
  try {
    const data = await api<unknown>(`/search?${params}`, { signal });
    if (Array.isArray(data)) return data as ProfileCard[];
    console.error('Search answered with something other than a list', data);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Search failed', error);
  }
  return [];
}

export function useSearch(query: string, state: string) {
  return useQuery({
    queryKey: ['search', query, state],
    queryFn: ({ signal }) => fetchSearch(query, state, signal),
    retry: false,
  });
}
