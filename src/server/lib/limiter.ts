/**
 * Runs at most `active` jobs at once; up to `waiting` more wait their turn in order, and a job
 * beyond that is refused with the error from `full()` instead of piling up. Used process-wide
 * for work that is CPU and memory heavy: photo decoding (images/process-image.ts; without a
 * bound, a few large uploads at once took every core and most of the memory, and every other
 * request slowed down) and password hashing (security/hash-queue.ts).
 */
export interface Limiter {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now and jobs waiting (for tests and logs). */
  readonly stats: { active: number; waiting: number };
}

export function createLimiter(options: { active: number; waiting: number; full: () => Error }): Limiter {
  let active = 0;
  const queue: Array<() => void> = [];

  /** Gives the freed place to the next waiting job, or marks it free. */
  const next = () => {
    const start = queue.shift();
    if (start) start();
    else active -= 1;
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active < options.active) active += 1;
      else if (queue.length >= options.waiting) throw options.full();
      // The place is handed over by `next` without being freed, so no newcomer can jump the queue.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await job();
      } finally {
        next();
      }
    },
    get stats() {
      return { active, waiting: queue.length };
    },
  };
}
