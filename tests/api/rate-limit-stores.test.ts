import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/server/rate-limit/memory-store';
import { redisStore } from '../../src/server/rate-limit/redis-store';
import {
  RateLimitedError,
  type RateLimitStore,
  RateLimitStoreUnavailableError,
  reserve,
} from '../../src/server/rate-limit/store';

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

  it('counts concurrent hits one by one', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 60_000)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('gives a hit back, never below zero and never for a window that does not exist', async () => {
    await store.hit('r', 60_000);
    await store.hit('r', 60_000);
    await store.release('r');
    expect((await store.peek('r')).count).toBe(1);
    await store.release('r');
    await store.release('r');
    expect((await store.peek('r')).count).toBe(0);
    await store.release('never-hit');
    expect(await store.peek('never-hit')).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit('never-hit', 60_000)).count).toBe(1);
  });

  it('reserves an attempt on every rule, refuses over a limit and gives back what the refusal took', async () => {
    const rules = [
      { key: 'res:acct', rule: { max: 2, windowMs: 60_000 } },
      { key: 'res:addr', rule: { max: 5, windowMs: 60_000 } },
    ];
    await reserve(store, rules);
    const second = await reserve(store, rules);
    await expect(reserve(store, rules)).rejects.toBeInstanceOf(RateLimitedError);
    expect((await store.peek('res:acct')).count).toBe(2);
    expect((await store.peek('res:addr')).count).toBe(2);
    await second.release();
    await second.release();
    expect((await store.peek('res:acct')).count).toBe(1);
    expect((await store.peek('res:addr')).count).toBe(1);
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

describe.runIf(redisUrl)('redis store failures', () => {
  it('fails at once with RateLimitStoreUnavailableError when Redis cannot be reached', async () => {
    // Port 1 on loopback refuses connections.
    const store = redisStore('redis://127.0.0.1:1', 'down:');
    const started = performance.now();
    await expect(store.hit('k', 60_000)).rejects.toBeInstanceOf(RateLimitStoreUnavailableError);
    await expect(store.peek('k')).rejects.toBeInstanceOf(RateLimitStoreUnavailableError);
    expect(performance.now() - started).toBeLessThan(1000);
    await store.close();
  });

  it('keeps a wrong answer from Redis a plain error (a bug, not an outage), and expires a key left without expiry', async () => {
    const prefix = `odd:${process.pid}:${Date.now()}:`;
    const raw = new Redis(redisUrl!);
    await raw.lpush(`${prefix}list`, 'x');
    await raw.set(`${prefix}forever`, '3');
    const store = redisStore(redisUrl!, prefix);
    const error = await store.hit('list', 60_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RateLimitStoreUnavailableError);
    const counter = await store.hit('forever', 60_000);
    expect(counter.count).toBe(4);
    expect(counter.resetInMs).toBeGreaterThan(59_000);
    await raw.del(`${prefix}list`, `${prefix}forever`);
    await raw.quit();
    await store.close();
  });
});
