import { useQuery } from '@tanstack/react-query';
import type { StateNumbers } from '../../../shared/profile/profile-api';
import { api } from '../../lib/api';

/** Turns the server's list into the map's lookup: state name → member count. */
export function toCounts(numbers: StateNumbers): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { state, count } of numbers.results ?? []) counts[state] = count;
  return counts;
}

/** Member counts per state for the home page map (GET /api/public/numbers). */
export function useStateNumbers() {
  return useQuery({
    queryKey: ['public', 'numbers'],
    queryFn: ({ signal }) => api('/public/numbers', { signal, check: 'stateNumbers' }),
    select: toCounts,
    staleTime: 60_000,
  });
}
