import type { AppDeps } from '../../deps';
import { RateLimitedError, reserve } from '../../rate-limit/store';

const inSecondsOrMinutes = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * Counts one album photo upload by the member before any work (reading the form, decoding the
 * image): reserved in the rate-limit store first, so a concurrent burst cannot pass
 * ALBUM_PHOTOS_PER_MEMBER_MINUTE. Over it: 429 with Retry-After and when to come back.
 */
export async function countAlbumPhotoUpload(deps: AppDeps, userId: number): Promise<void> {
  try {
    await reserve(deps.limits, [
      { key: `album-photo:${userId}`, rule: deps.config.rateLimits.albumPhotosPerUser },
    ]);
  } catch (error) {
    if (error instanceof RateLimitedError)
      error.message = `You have uploaded many photos in a short time. Please try again in ${inSecondsOrMinutes(error.retryAfterSeconds)}.`;
    throw error;
  }
}
