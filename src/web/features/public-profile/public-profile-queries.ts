import { queryOptions } from '@tanstack/react-query';
import type { PhotoDetails } from '../../../shared/profile/photo-details';
import { ApiError, api } from '../../lib/api';

// The public profile's two requests, shared by its page (use-public-profile.ts) and by the router,
// which starts them with the page's code on a first visit (router.tsx): kept small, since the
// router's bundle is what every page loads.

const path = (username: string) => `/public/${encodeURIComponent(username)}`;
/** Long enough that the page's first render uses what the router fetched instead of asking again. */
const FRESH_MS = 10_000;

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
export const publicProfileQuery = (username: string, viewer: string) =>
  queryOptions({
    queryKey: ['public', 'profile', username, viewer],
    queryFn: ({ signal }) => api(path(username), { signal, auth: true, check: 'publicProfile' }),
    retry: retryUnlessMissing,
    staleTime: FRESH_MS,
  });

/** One slide: its address and, when the server sent them, its size, description and credit. */
export interface Slide {
  src: string;
  details: PhotoDetails | null;
}

/** The answer's images with their details (a parallel list), without blanks or repeats. */
export function slidesFrom(data: { images?: unknown; details?: (PhotoDetails | null)[] } | null): Slide[] {
  const images = Array.isArray(data?.images) ? data.images : [];
  const seen = new Set<string>();
  return images.flatMap((src, i) => {
    if (typeof src !== 'string' || src === '' || seen.has(src)) return [];
    seen.add(src);
    return [{ src, details: data?.details?.[i] ?? null }];
  });
}

/** GET /api/public/{username}/slideshow: up to five slides; none when it fails. */
export const slideshowQuery = (username: string, viewer: string) =>
  queryOptions({
    queryKey: ['public', 'slideshow', username, viewer],
    queryFn: async ({ signal }) =>
      slidesFrom(await api(`${path(username)}/slideshow`, { signal, auth: true, check: 'slideshow' })),
    retry: retryUnlessMissing,
    staleTime: FRESH_MS,
  });
