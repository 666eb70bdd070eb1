/**
 * Counters for rate limits, kept in process memory (one instance) or Redis (several instances
 * share them). A counter lives for a fixed window from its first hit.
 */
export interface Counter {
  count: number;
  resetInMs: number;
}

export interface RateLimitStore {
  /** Adds one to the counter and returns it. */
  hit(key: string, windowMs: number): Promise<Counter>;
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

/** Throws RateLimitedError when the counter has already reached the rule's maximum. */
export async function assertUnderLimit(
  store: RateLimitStore,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const counter = await store.peek(key);
  if (counter.count >= rule.max) throw new RateLimitedError(Math.max(1, Math.ceil(counter.resetInMs / 1000)));
}

/** Counts one more event and throws when it goes over the rule's maximum. */
export async function consume(store: RateLimitStore, key: string, rule: RateLimitRule): Promise<void> {
  const counter = await store.hit(key, rule.windowMs);
  if (counter.count > rule.max) throw new RateLimitedError(Math.max(1, Math.ceil(counter.resetInMs / 1000)));
}
