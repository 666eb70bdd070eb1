import type { Counter, RateLimitStore } from './store';

export function memoryStore(now: () => number = Date.now): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  // Drops finished windows now and then so the map cannot grow without bound.
  function sweep(t: number) {
    if (t - lastSweep < 60_000) return;
    lastSweep = t;
    for (const [key, c] of counters) if (c.resetAt <= t) counters.delete(key);
  }

  function read(key: string, t: number): Counter {
    const c = counters.get(key);
    if (!c || c.resetAt <= t) return { count: 0, resetInMs: 0 };
    return { count: c.count, resetInMs: c.resetAt - t };
  }

  return {
    async hit(key, windowMs) {
      const t = now();
      sweep(t);
      const current = counters.get(key);
      if (!current || current.resetAt <= t) {
        counters.set(key, { count: 1, resetAt: t + windowMs });
      } else {
        current.count += 1;
      }
      return read(key, t);
    },
    async release(key) {
      const c = counters.get(key);
      if (c && c.resetAt > now() && c.count > 0) c.count -= 1;
    },
    async peek(key) {
      return read(key, now());
    },
    async close() {
      counters.clear();
    },
  };
}
