import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/session';

const path = (username: string) => `/public/${encodeURIComponent(username)}`;

/** A missing member will not appear by asking again; other failures get one retry. */
function retryUnlessMissing(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status === 404) return false;
  return failures < 1;
}

/**
 * GET /api/public/{username}: the public profile. A signed-in member's token goes along, so
 * members-only profiles and members-only contact details show for them; the answer is kept per
 * viewer.
 */
export function usePublicProfile(username: string) {
  const viewer = useSession()?.username ?? '';
  return useQuery({
    queryKey: ['public', 'profile', username, viewer],
    queryFn: ({ signal }) => api<PublicProfile>(path(username), { signal, auth: true }),
    retry: retryUnlessMissing,
  });
}

/** GET /api/public/{username}/slideshow: up to five image URLs; none when it fails. */
export function useSlideshowImages(username: string) {
  const viewer = useSession()?.username ?? '';
  return useQuery({
    queryKey: ['public', 'slideshow', username, viewer],
    queryFn: async ({ signal }) => {
      const data = await api<{ images?: unknown }>(`${path(username)}/slideshow`, { signal, auth: true });
      const images = Array.isArray(data?.images) ? data.images : [];
      const urls = images.filter((url): url is string => typeof url === 'string' && url !== '');
      return [...new Set(urls)];
    },
    retry: retryUnlessMissing,
  });
}
