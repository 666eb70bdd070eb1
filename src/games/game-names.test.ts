import { describe, expect, it } from 'vitest';
import { MAX_SCORE } from './brickbreaker/levels';
import { GAME_NAMES, isGameName, isPossibleScore, memoryScoreRange } from './game-names';
import { CARD_COUNTS, memoryGameName, memoryScore } from './memory/memory-engine';

describe('GAME_NAMES', () => {
  it('lists brick breaker, TETRIS and the nine memory sizes', () => {
    expect(GAME_NAMES).toEqual([
      'brickbreaker',
      'TETRIS',
      'Memory Card Game - 4 Cards',
      'Memory Card Game - 6 Cards',
      'Memory Card Game - 8 Cards',
      'Memory Card Game - 10 Cards',
      'Memory Card Game - 12 Cards',
      'Memory Card Game - 14 Cards',
      'Memory Card Game - 16 Cards',
      'Memory Card Game - 18 Cards',
      'Memory Card Game - 20 Cards',
    ]);
    expect(isGameName('TETRIS')).toBe(true);
    expect(isGameName('tetris')).toBe(false);
  });
});

describe('isPossibleScore', () => {
  it('accepts only whole, non-negative numbers', () => {
    for (const name of GAME_NAMES) {
      expect(isPossibleScore(name, -100)).toBe(false);
      expect(isPossibleScore(name, 550.5)).toBe(false);
      expect(isPossibleScore(name, Number.NaN)).toBe(false);
      expect(isPossibleScore(name, Number.POSITIVE_INFINITY)).toBe(false);
    }
  });

  it('rejects unknown games', () => {
    expect(isPossibleScore('Memory Card Game - 5 Cards', 600)).toBe(false);
    expect(isPossibleScore('pong', 0)).toBe(false);
  });

  it('checks TETRIS scores are whole lines within a generous cap', () => {
    expect(isPossibleScore('TETRIS', 0)).toBe(true);
    expect(isPossibleScore('TETRIS', 2300)).toBe(true);
    expect(isPossibleScore('TETRIS', 2350)).toBe(false);
    expect(isPossibleScore('TETRIS', 1_000_000)).toBe(true);
    expect(isPossibleScore('TETRIS', 1_000_100)).toBe(false);
    expect(isPossibleScore('TETRIS', 10_000_000)).toBe(false);
  });

  it('checks brick breaker scores are whole bricks up to every brick of every level', () => {
    expect(isPossibleScore('brickbreaker', 0)).toBe(true);
    expect(isPossibleScore('brickbreaker', 1200)).toBe(true);
    expect(isPossibleScore('brickbreaker', 1250)).toBe(false);
    expect(isPossibleScore('brickbreaker', MAX_SCORE)).toBe(true);
    expect(isPossibleScore('brickbreaker', MAX_SCORE + 100)).toBe(false);
  });

  it('checks memory scores lie between 50 moves and a perfect game', () => {
    expect(memoryScoreRange(4)).toEqual({ min: 500, max: 980 });
    expect(memoryScoreRange(20)).toEqual({ min: 500, max: 900 });
    const four = memoryGameName(4);
    expect(isPossibleScore(four, 980)).toBe(true);
    expect(isPossibleScore(four, 990)).toBe(false); // one move cannot match two pairs
    expect(isPossibleScore(four, 500)).toBe(true);
    expect(isPossibleScore(four, 490)).toBe(false); // the game ends at 50 moves
    expect(isPossibleScore(four, 755)).toBe(false);
    const twenty = memoryGameName(20);
    expect(isPossibleScore(twenty, 900)).toBe(true);
    expect(isPossibleScore(twenty, 910)).toBe(false);
  });

  it('agrees with the memory score rule for every reachable move count', () => {
    for (const n of CARD_COUNTS) {
      const name = memoryGameName(n);
      for (let moves = 0; moves <= 60; moves++) {
        const reachable = moves >= n / 2 && moves <= 50;
        expect(isPossibleScore(name, memoryScore(moves))).toBe(reachable);
      }
    }
  });
});
