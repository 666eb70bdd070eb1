import { describe, expect, it } from 'vitest';
import { rarestPart, trigramsOf } from './search-terms';

/** Document counts as in the seeded club of 10,000 "member<i>" usernames. */
const seeded: Record<string, number> = {
  mem: 10_000,
  emb: 10_000,
  mbe: 10_000,
  ber: 10_050,
  er1: 1_111,
  r12: 111,
  '123': 20,
};
const count = (counts: Record<string, number>) => (trigram: string) => counts[trigram] ?? 0;

describe('rarestPart', () => {
  it('asks the index for the rarest four characters of a term whose phrase reads long lists', () => {
    expect(rarestPart('member123', count(seeded))).toBe('r123');
  });

  it('keeps the whole phrase when no part is much cheaper (a broad word, evenly common)', () => {
    const even = { sti: 1_200, tit: 1_300, itc: 1_250, tch: 1_400 };
    expect(rarestPart('stitch', count(even))).toBeUndefined();
  });

  it('keeps short terms and any term that is not plain ASCII as they are', () => {
    expect(rarestPart('memb', count(seeded))).toBeUndefined();
    expect(rarestPart('mémber123', count({ ...seeded, mém: 0 }))).toBeUndefined();
  });

  it('splits a text into trigrams as FTS5 does', () => {
    expect(trigramsOf('r123')).toEqual(['r12', '123']);
    expect(trigramsOf('ab')).toEqual([]);
  });
});
