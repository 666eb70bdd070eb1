/**
 * Seeded, pure pseudo-random numbers (mulberry32). Engines keep the seed in their state, so the
 * same starting seed and the same inputs always replay the same game — tests rely on that.
 */

export interface RandomResult<T> {
  readonly value: T;
  readonly seed: number;
}

/** Returns a float in [0, 1) and the seed to use for the next draw. */
export function nextRandom(seed: number): RandomResult<number> {
  const nextSeed = (seed + 0x6d2b79f5) | 0;
  let t = nextSeed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: nextSeed };
}

/** Integer in [0, maxExclusive). */
export function nextInt(seed: number, maxExclusive: number): RandomResult<number> {
  const draw = nextRandom(seed);
  return { value: Math.floor(draw.value * maxExclusive), seed: draw.seed };
}

/** Fisher–Yates shuffle into a new array; the input is left untouched. */
export function shuffle<T>(items: readonly T[], seed: number): RandomResult<T[]> {
  const out = [...items];
  let current = seed;
  for (let i = out.length - 1; i > 0; i--) {
    const draw = nextInt(current, i + 1);
    current = draw.seed;
    const j = draw.value;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return { value: out, seed: current };
}

/** A seed for a new game when the caller has none (UI only; tests pass fixed seeds). */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}
