/**
 * Counters for rate limits, kept in process memory (one instance) or Redis (several instances
 * share them). A counter lives for a fixed window from its first hit.
 */
export interface Counter {
  count: number;
  resetInMs: number;
}

export interface RateLimitStore {
  /** Adds one to the counter and returns it, in one atomic step. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** Takes one back from a live counter (never below zero, never reviving an ended window). */
  release(key: string): Promise<void>;
  /** Reads the counter without changing it. */
  peek(key: string): Promise<Counter>;
  close(): Promise<void>;
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please wait and try again.');
  }
}

/** The store cannot be reached (Redis down): the request cannot be counted, so it is refused (503). */
export class RateLimitStoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The rate-limit store is unavailable', { cause });
  }
}

const retryAfter = (counter: Counter) => Math.max(1, Math.ceil(counter.resetInMs / 1000));

/** Counts one more event and throws when it goes over the rule's maximum. */
export async function consume(store: RateLimitStore, key: string, rule: RateLimitRule): Promise<void> {
  const counter = await store.hit(key, rule.windowMs);
  if (counter.count > rule.max) throw new RateLimitedError(retryAfter(counter));
}

/**
 * Takes one attempt from every rule before the guarded work starts, so concurrent requests can
 * never run more attempts than a rule allows (counting only after the work would let a whole
 * burst through). A refused request gives back what it took, so the counters hold only attempts
 * that really ran. Call the returned `release` when the attempt should not count (a success).
 */
export async function reserve(
  store: RateLimitStore,
  limits: Array<{ key: string; rule: RateLimitRule }>,
): Promise<{ release: () => Promise<void> }> {
  const taken: string[] = [];
  const release = async () => {
    // splice: a second call gives nothing back twice.
    await Promise.all(taken.splice(0).map((key) => store.release(key)));
  };
  try {
    for (const { key, rule } of limits) {
      const counter = await store.hit(key, rule.windowMs);
      taken.push(key);
      if (counter.count > rule.max) throw new RateLimitedError(retryAfter(counter));
    }
  } catch (error) {
    // Best effort: when the store itself failed, the window's end cleans up what is left.
    await release().catch(() => undefined);
    throw error;
  }
  return { release };
}
