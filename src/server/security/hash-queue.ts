import os from 'node:os';
import { HttpError } from '../http-error';
import { createLimiter, type Limiter } from '../lib/limiter';

export const HASH_QUEUE_FULL_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';

/**
 * How many password hashes (argon2id, ~15 ms of CPU and 19 MiB each) run at once, and how many
 * may wait. Half the cores, at least one: each hash holds a core on libuv's thread pool (4 threads
 * by default), so without a bound four logins at once took both cores of a 2-core machine and
 * every read waited behind them (bench: public-profile p99 81–121 ms next to 5 login connections,
 * 12–28 ms with one hash at a time). 32 waiting is about half a second of work on one core; a
 * flood beyond that is refused rather than queued for ever.
 */
export function hashLimits(cores = os.availableParallelism()): { active: number; waiting: number } {
  return { active: Math.max(1, Math.floor(cores / 2)), waiting: 32 };
}

/** A queue for password hashing that refuses work beyond its limits with 503 (and Retry-After). */
export function createHashQueue(limits = hashLimits()): Limiter {
  // The queue drains in well under a second: a couple of seconds is soon enough to try again.
  return createLimiter({ ...limits, full: () => new HttpError(503, HASH_QUEUE_FULL_MESSAGE, {}, 2) });
}
