import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { ApiError, api } from '../../lib/api';

const path = (username: string) => `/public/${encodeURIComponent(username)}`;

/** A missing member will not appear by asking again; other failures get one retry. */
function retryUnlessMissing(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status === 404) return false;
  return failures < 1;
}

/** GET /api/public/{username}: the public profile. */
export function usePublicProfile(username: string) {
  return useQuery({
    queryKey: ['public', 'profile', username],
    queryFn: ({ signal }) => api<PublicProfile>(path(username), { signal }),
    retry: retryUnlessMissing,
  });
}

/** GET /api/public/{username}/slideshow: up to five image URLs; none when it fails. */
export function useSlideshowImages(username: string) {
  return useQuery({
    queryKey: ['public', 'slideshow', username],
    queryFn: async ({ signal }) => {
      const data = await api<{ images?: unknown }>(`${path(username)}/slideshow`, { signal });
      const images = Array.isArray(data?.images) ? data.images : [];
      const urls = images.filter((url): url is string => typeof url === 'string' && url !== '');
      return [...new Set(urls)];
    },
    retry: retryUnlessMissing,
  });
}
