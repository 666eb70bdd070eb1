import { describe, expect, it } from 'vitest';
import {
  advanceMemory,
  CARD_COUNTS,
  type CardCount,
  changeCardCount,
  createMemory,
  finalScore,
  flipCard,
  type MemoryState,
  memoryGameName,
  memoryScore,
} from './memory-engine';

/** Index pairs of cards sharing an image. */
function pairs(state: MemoryState): [number, number][] {
  const byImage = new Map<number, number[]>();
  state.cards.forEach((c, i) => {
    byImage.set(c.imageId, [...(byImage.get(c.imageId) ?? []), i]);
  });
  return [...byImage.values()].map(([a, b]) => [a!, b!]);
}

/** Two cards with different images. */
function mismatch(state: MemoryState): [number, number] {
  const [[a], [b]] = pairs(state) as [[number, number], [number, number]];
  return [a, b];
}

const flipTwo = (state: MemoryState, [a, b]: [number, number]) => flipCard(flipCard(state, a), b);
const faceUp = (state: MemoryState) => state.cards.filter((c) => c.faceUp).length;

describe('dealing', () => {
  it('deals four face-down cards by default', () => {
    const game = createMemory(1);
    expect(game.cardCount).toBe(4);
    expect(game.cards).toHaveLength(4);
    expect(faceUp(game)).toBe(0);
    expect(game).toMatchObject({ moves: 0, status: 'playing', flipped: [], flipBackInMs: null });
  });

  it.each(CARD_COUNTS)('deals %i cards as pairs of distinct images from the ten', (n) => {
    const game = createMemory(5, n);
    expect(game.cards).toHaveLength(n);
    const found = pairs(game);
    expect(found).toHaveLength(n / 2);
    expect(found.every(([a, b]) => a !== undefined && b !== undefined)).toBe(true);
    expect(game.cards.every((c) => c.imageId >= 0 && c.imageId < 10)).toBe(true);
  });

  it('is repeatable for a seed and shuffled differently for other seeds', () => {
    const order = (seed: number) =>
      createMemory(seed, 12)
        .cards.map((c) => c.imageId)
        .join(',');
    expect(order(8)).toBe(order(8));
    expect(new Set([1, 2, 3, 4, 5].map(order)).size).toBeGreaterThan(1);
  });

  it('reshuffles and resets whenever the difficulty changes', () => {
    let game = createMemory(3, 4);
    game = flipTwo(game, mismatch(game));
    const eight = changeCardCount(game, 8);
    expect(eight.cards).toHaveLength(8);
    expect(eight).toMatchObject({
      cardCount: 8,
      moves: 0,
      status: 'playing',
      flipBackInMs: null,
      flipped: [],
    });
    expect(faceUp(eight)).toBe(0);
    // Re-choosing a size deals a new order each time (the seed moves on).
    const boards = new Set<string>();
    let current: MemoryState = eight;
    for (let i = 0; i < 4; i++) {
      current = changeCardCount(current, 8);
      boards.add(current.cards.map((c) => c.imageId).join(','));
    }
    expect(boards.size).toBeGreaterThan(1);
  });
});

describe('flipping', () => {
  it('keeps a matching pair face up and counts one move', () => {
    const game = createMemory(2, 6);
    const [a, b] = pairs(game)[0]!;
    const one = flipCard(game, a);
    expect(one.moves).toBe(0);
    expect(flipCard(one, a)).toBe(one); // the same card again is ignored
    const matched = flipCard(one, b);
    expect(matched.moves).toBe(1);
    expect(matched.cards[a]).toMatchObject({ faceUp: true, matched: true });
    expect(matched.cards[b]).toMatchObject({ faceUp: true, matched: true });
    expect(advanceMemory(matched, 5000).cards).toEqual(matched.cards);
  });

  it('flips a mismatch back after exactly 1000 ms, not before', () => {
    const game = flipTwo(createMemory(4, 6), mismatch(createMemory(4, 6)));
    expect(game.moves).toBe(1);
    expect(faceUp(game)).toBe(2);
    const almost = advanceMemory(game, 999);
    expect(faceUp(almost)).toBe(2);
    expect(flipCard(almost, pairs(almost)[2]![0])).toBe(almost); // no third card while showing
    const back = advanceMemory(almost, 1);
    expect(faceUp(back)).toBe(0);
    expect(back.flipBackInMs).toBeNull();
    expect(back.moves).toBe(1);
  });

  it('flips back on the same frame at 60 Hz and 120 Hz', () => {
    for (const hz of [60, 120]) {
      let game = flipTwo(createMemory(4, 6), mismatch(createMemory(4, 6)));
      let frames = 0;
      while (faceUp(game) > 0) {
        game = advanceMemory(game, 1000 / hz);
        frames++;
      }
      expect(frames).toBe(hz);
    }
  });
});

describe('ending', () => {
  it('wins when every card is matched, scoring 1000 - 10 per move', () => {
    let game = createMemory(9, 10);
    const [first, second] = mismatch(game);
    game = advanceMemory(flipTwo(game, [first, second]), 1000);
    for (const pair of pairs(game)) game = flipTwo(game, pair);
    expect(game.status).toBe('won');
    expect(game.moves).toBe(6);
    expect(finalScore(game)).toBe(940);
    expect(flipCard(game, 0)).toBe(game);
  });

  it('is lost when moves reach 50', () => {
    let game = createMemory(6, 20);
    for (let i = 0; i < 49; i++) game = advanceMemory(flipTwo(game, mismatch(game)), 1000);
    expect(game).toMatchObject({ moves: 49, status: 'playing' });
    expect(finalScore(game)).toBeNull();
    game = flipTwo(game, mismatch(game));
    expect(game).toMatchObject({ moves: 50, status: 'lost' });
    expect(finalScore(game)).toBe(500);
    expect(flipCard(advanceMemory(game, 1000), 0).cards[0]?.faceUp).toBe(false);
  });

  it('counts a board completed on the 50th move as a win', () => {
    let game = createMemory(6, 4);
    for (let i = 0; i < 48; i++) game = advanceMemory(flipTwo(game, mismatch(game)), 1000);
    for (const pair of pairs(game)) game = flipTwo(game, pair);
    expect(game).toMatchObject({ moves: 50, status: 'won' });
    expect(finalScore(game)).toBe(500);
  });

  it('computes the score formula', () => {
    expect([0, 2, 37, 50, 100, 120].map(memoryScore)).toEqual([1000, 980, 630, 500, 0, 0]);
  });
});

describe('names', () => {
  it('names each difficulty', () => {
    expect(memoryGameName(4)).toBe('Memory Card Game - 4 Cards');
    expect(CARD_COUNTS.map((n: CardCount) => memoryGameName(n))).toHaveLength(9);
  });
});
