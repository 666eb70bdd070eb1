import { describe, expect, it } from 'vitest';
import { isOwnRow, rankScores } from './leaderboard-rank';

const entry = (UserName: string, GameScore: number) => ({ UserName, GameScore, GameName: 'TETRIS' });

describe('rankScores', () => {
  it('gives equal scores the same rank and skips the ranks they fill (1, 2, 2, 4)', () => {
    const ranked = rankScores([entry('a', 900), entry('b', 700), entry('c', 700), entry('d', 500)]);
    expect(ranked.map((r) => [r.UserName, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('shares a rank across a longer tie and at the top', () => {
    const ranked = rankScores([entry('a', 300), entry('b', 300), entry('c', 300), entry('d', 100)]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 1, 1, 4]);
  });

  it('never lists a score of 0, even with room in the top 10', () => {
    const ranked = rankScores([entry('a', 200), entry('zero', 0), entry('b', 100)]);
    expect(ranked.map((r) => r.UserName)).toEqual(['a', 'b']);
    expect(rankScores([entry('zero', 0)])).toEqual([]);
  });

  it('lists at most 10, best first, keeping the given order between equal scores', () => {
    const many = Array.from({ length: 12 }, (_, i) => entry(`p${i}`, i < 4 ? 500 : 1000 - i * 10));
    const ranked = rankScores(many);
    expect(ranked).toHaveLength(10);
    expect(ranked[0]).toMatchObject({ UserName: 'p4', rank: 1 });
    expect(ranked.slice(-3).map((r) => [r.UserName, r.rank])).toEqual([
      ['p11', 8],
      ['p0', 9],
      ['p1', 9],
    ]);
  });
});

describe('isOwnRow', () => {
  it('matches the signed-in username whatever its case, and nothing when signed out', () => {
    expect(isOwnRow(entry('Robin.Tailor', 100), 'robin.tailor')).toBe(true);
    expect(isOwnRow(entry('robin', 100), 'robin2')).toBe(false);
    expect(isOwnRow(entry('robin', 100), undefined)).toBe(false);
  });
});
