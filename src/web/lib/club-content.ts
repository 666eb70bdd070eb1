import { useQuery } from '@tanstack/react-query';
import type { ClubContent } from '../../shared/content-schema';
import { api } from './api';

/** The copy the server wrote into index.html, so the first render needs no request. */
function inlineContent(): ClubContent | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('club-content');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ClubContent;
  } catch {
    return undefined;
  }
}

/** The club content file as the server validated it (footer, MOTD, club pages). */
export function useClubContent() {
  return useQuery({
    queryKey: ['content'],
    queryFn: ({ signal }) => api<ClubContent>('/content', { signal }),
    initialData: inlineContent,
    staleTime: 5 * 60_000,
  });
}
