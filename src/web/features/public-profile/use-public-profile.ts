import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { publicProfileQuery, slideshowQuery } from './public-profile-queries';

export { type Slide, slidesFrom } from './public-profile-queries';

/** The public profile of `username` as the signed-in member (or a visitor) may see it. */
export function usePublicProfile(username: string) {
  return useQuery(publicProfileQuery(username, useSession()?.username ?? ''));
}

/** The profile's slideshow: up to five slides; none when it fails. */
export function useSlideshowImages(username: string) {
  return useQuery(slideshowQuery(username, useSession()?.username ?? ''));
}
