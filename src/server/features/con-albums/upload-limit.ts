import type { AppDeps } from '../../deps';
import { reserveOrExplain } from '../../rate-limit/refusal';

/**
 * Counts one album photo upload by the member before any work (reading the form, decoding the
 * image): reserved in the rate-limit store first, so a concurrent burst cannot pass
 * ALBUM_PHOTOS_PER_MEMBER_MINUTE. Over it: 429 with Retry-After and when to come back.
 */
export async function countAlbumPhotoUpload(deps: AppDeps, userId: number): Promise<void> {
  await reserveOrExplain(
    deps.limits,
    [{ key: `album-photo:${userId}`, rule: deps.config.rateLimits.albumPhotosPerUser }],
    'You have uploaded many photos in a short time.',
  );
}
