import { describe, expect, it } from 'vitest';
import { createLimiter } from '../lib/limiter';
import { PHOTO_DECODES_AT_ONCE, photoDecodes } from './process-image';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Slow fake work that records how many jobs overlap. */
function tracker() {
  let running = 0;
  let peak = 0;
  const order: number[] = [];
  const job =
    (id: number, ms = 15) =>
    async () => {
      running += 1;
      peak = Math.max(peak, running);
      await sleep(ms);
      running -= 1;
      order.push(id);
      return id;
    };
  return { job, peak: () => peak, order };
}

describe('createLimiter', () => {
  it.each([1, 2, 3])('never runs more than %i jobs at once, and runs them all in order', async (active) => {
    const limiter = createLimiter({ active, waiting: 100, full: () => new Error('full') });
    const t = tracker();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => limiter.run(t.job(i))));
    expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(t.peak()).toBe(active);
    if (active === 1) expect(t.order).toEqual(results);
    expect(limiter.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a job when the queue is full, and takes new ones once it drains', async () => {
    const limiter = createLimiter({ active: 1, waiting: 2, full: () => new Error('busy') });
    const t = tracker();
    const accepted = [limiter.run(t.job(1)), limiter.run(t.job(2)), limiter.run(t.job(3))];
    await expect(limiter.run(t.job(4))).rejects.toThrow('busy');
    expect(limiter.stats).toEqual({ active: 1, waiting: 2 });
    await Promise.all(accepted);
    expect(await limiter.run(t.job(5))).toBe(5);
    expect(t.peak()).toBe(1);
  });

  it('frees the place of a job that fails', async () => {
    const limiter = createLimiter({ active: 1, waiting: 5, full: () => new Error('busy') });
    const failing = limiter.run(async () => {
      await sleep(5);
      throw new Error('broken image');
    });
    const after = limiter.run(async () => 'next');
    await expect(failing).rejects.toThrow('broken image');
    expect(await after).toBe('next');
    expect(limiter.stats).toEqual({ active: 0, waiting: 0 });
  });
});

describe('the photo decode limiter', () => {
  it(`runs at most ${PHOTO_DECODES_AT_ONCE} decode(s) at once across the process`, async () => {
    const t = tracker();
    await Promise.all(Array.from({ length: 8 }, (_, i) => photoDecodes.run(t.job(i, 10))));
    expect(t.peak()).toBe(PHOTO_DECODES_AT_ONCE);
  });
});
