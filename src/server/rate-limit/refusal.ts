import { RateLimitedError, type RateLimitRule, type RateLimitStore, reserve } from './store';

/** "45 seconds", "3 minutes", "2 hours": how long until a refused member may try again. */
export function waitInWords(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (seconds < 90) return unit(seconds, 'second');
  if (seconds < 5400) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/**
 * `reserve` for a member's writes (decision 3): a refusal (429 with Retry-After) says what the
 * member did too often, then when to come back: "`why` Please try again in 3 minutes."
 */
export async function reserveOrExplain(
  store: RateLimitStore,
  limits: Array<{ key: string; rule: RateLimitRule }>,
  why: string,
): Promise<{ release: () => Promise<void> }> {
  try {
    return await reserve(store, limits);
  } catch (error) {
    if (error instanceof RateLimitedError)
      error.message = `${why} Please try again in ${waitInWords(error.retryAfterSeconds)}.`;
    throw error;
  }
}
