import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Recent members with a photo, for the home page hero (GET /api/home/mosaic). */
export function useHomeMosaic() {
  return useQuery({
    queryKey: ['home', 'mosaic'],
    queryFn: ({ signal }) => api('/home/mosaic', { signal, check: 'homeMosaic' }),
    select: (mosaic) => mosaic.members,
    // The server caches the answer for a minute; asking more often gains nothing.
    staleTime: 60_000,
  });
}
