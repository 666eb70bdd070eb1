import { expect, it } from 'vitest';
import { recentCache } from './recent-cache';

it('keeps the most recently used entries and drops the least recently used one past its size', () => {
  const cache = recentCache<number>(2);
  cache.set('a', 1);
  cache.set('b', 2);
  expect(cache.get('a')).toBe(1); // a is now the most recent
  cache.set('c', 3);
  expect(cache.size).toBe(2);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe(1);
  expect(cache.get('c')).toBe(3);
});
