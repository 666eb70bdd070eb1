import { Redis } from 'ioredis';
import type { Counter, RateLimitStore } from './store';

/** Counters shared by every app instance through Redis; `prefix` keeps apps (and tests) apart. */
export function redisStore(url: string, prefix = 'rl:'): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });

  function toCounter(count: unknown, pttl: unknown): Counter {
    const ttl = Number(pttl);
    return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
  }

  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      // PEXPIRE … NX starts the window at the first hit only.
      const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      if (!result) throw new Error('Redis transaction aborted');
      return toCounter(result[0]?.[1], result[2]?.[1]);
    },
    async peek(key) {
      const k = prefix + key;
      const result = await redis.multi().get(k).pttl(k).exec();
      if (!result) throw new Error('Redis transaction aborted');
      return toCounter(result[0]?.[1], result[1]?.[1]);
    },
    async close() {
      await redis.quit();
    },
  };
}
