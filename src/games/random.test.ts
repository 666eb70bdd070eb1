import { describe, expect, it } from 'vitest';
import { nextInt, nextRandom, shuffle } from './random';

describe('seeded random', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    let seed = 123;
    const values: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const draw = nextRandom(seed);
      values.push(draw.value);
      seed = draw.seed;
    }
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(nextRandom(123)).toEqual(nextRandom(123));
    expect(new Set(values).size).toBe(1000);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it('draws integers below the bound', () => {
    let seed = 9;
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const draw = nextInt(seed, 7);
      seen.add(draw.value);
      seed = draw.seed;
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('shuffles into a new array holding the same items', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const result = shuffle(items, 42);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...result.value].sort()).toEqual(items);
    expect(result.value).not.toEqual(items);
    expect(shuffle(items, 42)).toEqual(result);
  });
});
