/** A seeded source of choices (mulberry32): the same seed makes the same run, so a failure replays. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T | undefined {
      return items.length === 0 ? undefined : items[int(items.length)];
    },
    /** Up to `max` distinct items, in a random order. */
    some<T>(items: readonly T[], max: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      const n = int(max + 1);
      while (out.length < n && pool.length > 0) out.push(pool.splice(int(pool.length), 1)[0] as T);
      return out;
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;
