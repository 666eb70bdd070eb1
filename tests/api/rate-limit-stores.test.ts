import { afterAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/server/rate-limit/memory-store';
import { redisStore } from '../../src/server/rate-limit/redis-store';
import type { RateLimitStore } from '../../src/server/rate-limit/store';

const clock = { now: 1_000_000 };
const stores: Array<[string, () => RateLimitStore]> = [['memory', () => memoryStore(() => clock.now)]];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) stores.push(['redis', () => redisStore(redisUrl, `test:${process.pid}:${Date.now()}:`)]);

describe.each(stores)('%s rate-limit store', (_name, make) => {
  const store = make();
  afterAll(() => store.close());

  it('counts hits within a window and reads without counting', async () => {
    expect(await store.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit('a', 60_000)).count).toBe(1);
    expect((await store.hit('a', 60_000)).count).toBe(2);
    const seen = await store.peek('a');
    expect(seen.count).toBe(2);
    expect(seen.resetInMs).toBeGreaterThan(59_000);
    expect(seen.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.peek('b')).count).toBe(0);
  });
});

describe('memory store windows', () => {
  it('starts a new window once the old one has passed', async () => {
    const store = memoryStore(() => clock.now);
    await store.hit('k', 1000);
    await store.hit('k', 1000);
    clock.now += 1001;
    expect((await store.peek('k')).count).toBe(0);
    expect((await store.hit('k', 1000)).count).toBe(1);
  });
});

describe.runIf(redisUrl)('redis store shared by two app instances', () => {
  it('sees one counter from two connections', async () => {
    const prefix = `shared:${process.pid}:${Date.now()}:`;
    const a = redisStore(redisUrl!, prefix);
    const b = redisStore(redisUrl!, prefix);
    await a.hit('login', 60_000);
    await b.hit('login', 60_000);
    expect((await a.peek('login')).count).toBe(2);
    await a.close();
    await b.close();
  });
});
