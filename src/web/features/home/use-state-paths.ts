import { useQuery } from '@tanstack/react-query';
import type { StateMapPaths } from './state-map';
import pathsUrl from './state-map-paths.json?url';

/**
 * The map's state outlines, fetched as data (a hashed, long-cached file) rather than bundled as
 * JavaScript: 13 KB that the browser parses as JSON, off the landing page's JS budget.
 */
export function useStatePaths() {
  return useQuery({
    queryKey: ['state-map-paths'],
    queryFn: async ({ signal }) => {
      const response = await fetch(pathsUrl, { signal });
      if (!response.ok) throw new Error(`state map outlines: ${response.status}`);
      return (await response.json()) as StateMapPaths;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
