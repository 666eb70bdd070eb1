import { useQuery } from '@tanstack/react-query';
import type { ClubContent } from '../../shared/content-schema';
import { api } from './api';

/** The club content file as the server validated it (footer, MOTD, club pages). */
export function useClubContent() {
  return useQuery({
    queryKey: ['content'],
    queryFn: ({ signal }) => api<ClubContent>('/content', { signal }),
    staleTime: 5 * 60_000,
  });
}
