import type { FastifyBaseLogger } from 'fastify';
import { ioredis } from '../lib/ioredis';
import { type Counter, type RateLimitStore, RateLimitStoreUnavailableError } from './store';

export type StoreLog = Pick<FastifyBaseLogger, 'error' | 'info'>;
const silent: StoreLog = { error: () => undefined, info: () => undefined };

// One script per operation: each runs atomically in Redis, in one round trip.
// The window starts at the first hit; a key found without an expiry gets one, so none lives forever.
const HIT = `local c = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;
// Never below zero, and never on an ended window (a plain DECR would recreate it without expiry).
const RELEASE = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;
const PEEK = `return {redis.call('GET', KEYS[1]) or '0', redis.call('PTTL', KEYS[1])}`;

// Answers Redis gives while it cannot serve (starting, failing over, out of memory): an outage too.
const UNAVAILABLE_REPLY = /^(LOADING|MASTERDOWN|READONLY|BUSY|OOM|TRYAGAIN|CLUSTERDOWN)\b/;
/** How long requests wait for the very first connection at start, before failing fast. */
const FIRST_CONNECT_WAIT_MS = 2000;

/**
 * Counters shared by every app instance through Redis; `prefix` keeps apps (and tests) apart.
 * While Redis is unreachable every call fails at once with RateLimitStoreUnavailableError (no
 * queueing), the client reconnects in the background, and `log` gets one line when the outage
 * starts and one when it ends.
 */
export function redisStore(url: string, prefix = 'rl:', log: StoreLog = silent): RateLimitStore {
  const { Redis, ReplyError } = ioredis();
  const redis = new Redis(url, {
    enableOfflineQueue: false, // refuse commands while disconnected instead of queueing them
    maxRetriesPerRequest: 0, // commands in flight when the connection drops fail at once
    commandTimeout: 1000, // a Redis that accepts but never answers counts as down too
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000), // never give up reconnecting
  });
  let state: 'starting' | 'up' | 'down' = 'starting';
  let closing = false;

  const markDown = (reason?: unknown) => {
    if (closing || state === 'down') return;
    state = 'down';
    log.error(
      { reason: reason instanceof Error ? reason.message : undefined },
      'rate-limit store (Redis) unavailable: requests that need it answer 503 until it is back',
    );
  };
  const markUp = () => {
    if (state === 'down' && !closing) log.info('rate-limit store (Redis) is back');
    state = 'up';
  };
  // Without an 'error' listener ioredis prints every failed reconnect attempt to stderr.
  redis.on('error', markDown);
  redis.on('close', () => markDown());
  redis.on('ready', markUp);

  const firstConnect = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('close', resolve);
    setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref();
  });

  async function run(script: string, key: string, ...args: Array<string | number>): Promise<unknown> {
    if (state === 'starting') await firstConnect;
    try {
      const result = await redis.eval(script, 1, prefix + key, ...args);
      markUp();
      return result;
    } catch (error) {
      // Any other reply error is a bug in a script, not an outage: let it be a logged 500.
      if (error instanceof ReplyError && !UNAVAILABLE_REPLY.test((error as Error).message)) throw error;
      markDown(error);
      throw new RateLimitStoreUnavailableError(error);
    }
  }

  function toCounter(result: unknown): Counter {
    const [count, pttl] = result as [unknown, unknown];
    return { count: Number(count ?? 0), resetInMs: Math.max(Number(pttl), 0) };
  }

  return {
    async hit(key, windowMs) {
      return toCounter(await run(HIT, key, windowMs));
    },
    async release(key) {
      await run(RELEASE, key);
    },
    async peek(key) {
      return toCounter(await run(PEEK, key));
    },
    async close() {
      closing = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
