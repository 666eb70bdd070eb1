/**
 * Score-table game names (docs/product.md §3) and the plausibility check the server applies to uploads:
 * a score the engine could never produce is rejected.
 */
import { POINTS_PER_BRICK } from './brickbreaker/brickbreaker-constants';
import { MAX_SCORE as BRICK_BREAKER_MAX_SCORE } from './brickbreaker/levels';
import { CARD_COUNTS, MOVE_LIMIT, memoryGameName, memoryScore } from './memory/memory-engine';
import { POINTS_PER_LINE } from './tetris/tetris-constants';

export const BRICK_BREAKER_GAME = 'brickbreaker';
export const TETRIS_GAME = 'TETRIS';
export const MEMORY_GAMES: readonly string[] = CARD_COUNTS.map(memoryGameName);
export const GAME_NAMES: readonly string[] = [BRICK_BREAKER_GAME, TETRIS_GAME, ...MEMORY_GAMES];

/**
 * The rules set no upper bound and gravity never speeds up, so the bound is how long a person can
 * play: 10,000 lines take 25,000 pieces (4 cells each, 10 cells a line). At 3 pieces a second —
 * the pace of the fastest 40-line sprints, with hard drop, sustained without one mistake — that
 * is 2 h 20 min of non-stop play; at an everyday pace of one piece a second, about 7 hours.
 */
export const TETRIS_MAX_LINES = 10_000;
export const TETRIS_MAX_SCORE = TETRIS_MAX_LINES * POINTS_PER_LINE;

const CARD_COUNT_BY_NAME = new Map<string, number>(CARD_COUNTS.map((n) => [memoryGameName(n), n]));

export function isGameName(name: string): boolean {
  return GAME_NAMES.includes(name);
}

/**
 * Memory scores are 1000 - 10 × moves for a finished game. A game ends either on a win, which
 * needs at least N/2 moves (every move a match), or at MOVE_LIMIT moves; so moves run from N/2 to
 * 50 and the score from 500 up to 1000 - 5N, in steps of 10.
 */
export function memoryScoreRange(cardCount: number): { min: number; max: number } {
  return { min: memoryScore(MOVE_LIMIT), max: memoryScore(cardCount / 2) };
}

export function isPossibleScore(gameName: string, score: number): boolean {
  if (!Number.isSafeInteger(score) || score < 0) return false;
  if (gameName === TETRIS_GAME) return score % POINTS_PER_LINE === 0 && score <= TETRIS_MAX_SCORE;
  if (gameName === BRICK_BREAKER_GAME)
    return score % POINTS_PER_BRICK === 0 && score <= BRICK_BREAKER_MAX_SCORE;
  const cardCount = CARD_COUNT_BY_NAME.get(gameName);
  if (cardCount === undefined) return false;
  const { min, max } = memoryScoreRange(cardCount);
  return score % 10 === 0 && score >= min && score <= max;
}
