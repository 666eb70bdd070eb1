import { describe, expect, it } from 'vitest';
import { busiestTable, isOwnRow, rankScores } from './leaderboard-rank';

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

describe('busiestTable', () => {
  const entry = (GameScore: number, UserName = `p${GameScore}`) => ({ UserName, GameScore, GameName: 'g' });
  const choices = [4, 6, 8] as const;

  it('keeps the first choice while any table is loading', () => {
    expect(busiestTable(choices, [[], [entry(5)], undefined], 4)).toBe(4);
  });

  it('opens on the table with the most listed scores, zeros not counted', () => {
    expect(busiestTable(choices, [[entry(0), entry(0, 'q')], [entry(5)], [entry(7), entry(9)]], 4)).toBe(8);
    expect(busiestTable(choices, [[], [entry(5)], [entry(9)]], 4)).toBe(6);
  });

  it('stays on the first choice when it has scores as many as any, or none has any', () => {
    expect(busiestTable(choices, [[entry(1)], [entry(5)], []], 4)).toBe(4);
    expect(busiestTable(choices, [[], [], [entry(0)]], 4)).toBe(4);
  });
});
