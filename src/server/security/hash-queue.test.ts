import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http-error';
import { createHashQueue, HASH_QUEUE_FULL_MESSAGE, hashLimits } from './hash-queue';
import { burnVerifyTime, hashPassword, verifyPassword } from './passwords';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fake argon2: each call takes a few ms, and the peak of overlapping calls is recorded. */
const argon = vi.hoisted(() => {
  const state = { running: 0, peak: 0, failNextHash: false };
  const work = async <T>(result: () => T): Promise<T> => {
    state.running += 1;
    state.peak = Math.max(state.peak, state.running);
    try {
      await new Promise((r) => setTimeout(r, 3));
      return result();
    } finally {
      state.running -= 1;
    }
  };
  return {
    state,
    hash: (password: string) =>
      work(() => {
        if (state.failNextHash) {
          state.failNextHash = false;
          throw new Error('out of memory');
        }
        return `hashed:${password}`;
      }),
    verify: (hashed: string, password: string) =>
      work(() => {
        if (!hashed.startsWith('hashed:')) throw new Error('invalid hash');
        return hashed === `hashed:${password}`;
      }),
  };
});
vi.mock('@node-rs/argon2', () => ({ hash: argon.hash, verify: argon.verify }));

/** A job that runs until `finish()` is called, recording how many jobs overlap. */
function gate() {
  let running = 0;
  let peak = 0;
  const releases: Array<() => void> = [];
  const job = () => async () => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running -= 1;
    return 'done';
  };
  const finishAll = async () => {
    while (releases.length > 0 || running > 0) {
      releases.splice(0).forEach((release) => {
        release();
      });
      await sleep(1);
    }
  };
  return { job, finishAll, peak: () => peak, started: () => releases.length };
}

/** Waits for queued promise work to settle without timers. */
const settle = () => sleep(5);

describe('hashLimits', () => {
  it('runs on half the cores, at least one, with 32 waiting', () => {
    expect(hashLimits(1)).toEqual({ active: 1, waiting: 32 });
    expect(hashLimits(2)).toEqual({ active: 1, waiting: 32 });
    expect(hashLimits(3)).toEqual({ active: 1, waiting: 32 });
    expect(hashLimits(8)).toEqual({ active: 4, waiting: 32 });
  });
});

describe('createHashQueue', () => {
  it.each([1, 2])('never runs more than %i hashes at once', async (active) => {
    const queue = createHashQueue({ active, waiting: 10 });
    const g = gate();
    const runs = Array.from({ length: 8 }, () => queue.run(g.job()));
    await settle();
    expect(g.started()).toBe(active);
    expect(queue.stats).toEqual({ active, waiting: 8 - active });
    await g.finishAll();
    expect(await Promise.all(runs)).toEqual(Array(8).fill('done'));
    expect(g.peak()).toBe(active);
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses work beyond the waiting limit with a 503 the client can show', async () => {
    const queue = createHashQueue({ active: 1, waiting: 2 });
    const g = gate();
    const accepted = [queue.run(g.job()), queue.run(g.job()), queue.run(g.job())];
    const refused = await queue.run(g.job()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: HASH_QUEUE_FULL_MESSAGE,
      retryAfterSeconds: 2,
    });
    // The refused job never started, and the accepted ones were not disturbed.
    await g.finishAll();
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done']);
    expect(await queue.run(async () => 'after the flood')).toBe('after the flood');
  });

  it('frees the slot of a hash that fails', async () => {
    const queue = createHashQueue({ active: 1, waiting: 1 });
    const failing = queue.run(async () => {
      await sleep(2);
      throw new Error('argon2 failed');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('argon2 failed');
    expect(await next).toBe('next');
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });
});

describe('passwords.ts through the queue', () => {
  const { active, waiting } = hashLimits();

  beforeEach(() => {
    argon.state.peak = 0;
    argon.state.failNextHash = false;
  });

  it('hashes and verifies at most `active` at a time', async () => {
    const hashes = await Promise.all(Array.from({ length: 10 }, (_, i) => hashPassword(`pw${i}`)));
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(h, i % 2 ? `pw${i}` : 'wrong')));
    expect(checks).toEqual(Array.from({ length: 10 }, (_, i) => i % 2 === 1));
    expect(argon.state.peak).toBe(active);
  });

  it('answers 503 to the requests beyond the queue, and false (not 503) for an unreadable hash', async () => {
    const burst = await Promise.allSettled(
      Array.from({ length: active + waiting + 5 }, () => verifyPassword('hashed:pw', 'pw')),
    );
    const refused = burst.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    expect(refused.map((r) => (r as PromiseRejectedResult).reason.statusCode)).toEqual(Array(5).fill(503));
    expect(burst.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(active + waiting);
    expect(await verifyPassword('not-a-hash', 'pw')).toBe(false);
  });

  it('frees the slot when argon2 throws, and does not remember a failed dummy hash', async () => {
    argon.state.failNextHash = true;
    // The first unknown-user login creates the dummy hash; that hash fails once.
    await expect(burnVerifyTime('pw')).rejects.toThrow('out of memory');
    await expect(burnVerifyTime('pw')).resolves.toBeUndefined();
    expect(await hashPassword('pw')).toBe('hashed:pw');
  });
});
