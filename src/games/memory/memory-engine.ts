/**
 * Memory card engine: pure functions from state to state. Flipping two cards is one move; a match
 * stays face up, a mismatch flips back once FLIP_BACK_MS of game time has passed (advanceMemory).
 * The shuffle comes from the seed in the state, so a seed always deals the same boards.
 */
import { TIME_EPSILON_MS } from '../fixed-step';
import { shuffle } from '../random';

export const CARD_COUNTS = [4, 6, 8, 10, 12, 14, 16, 18, 20] as const;
export type CardCount = (typeof CARD_COUNTS)[number];
export const DEFAULT_CARD_COUNT: CardCount = 4;
/** Card faces are image ids 0..IMAGE_COUNT-1 (card-0.svg … card-9.svg). */
export const IMAGE_COUNT = 10;
export const FLIP_BACK_MS = 1000;
export const MOVE_LIMIT = 50;

export type MemoryStatus = 'playing' | 'won' | 'lost';

export interface MemoryCard {
  /** Stable within one board, for list keys. */
  readonly id: number;
  readonly imageId: number;
  readonly faceUp: boolean;
  readonly matched: boolean;
}

export interface MemoryState {
  readonly cardCount: CardCount;
  readonly cards: readonly MemoryCard[];
  /** Indexes of face-up cards not yet matched: zero, one, or a pending mismatched pair. */
  readonly flipped: readonly number[];
  /** Game time left before a mismatched pair flips back; null when none is pending. */
  readonly flipBackInMs: number | null;
  readonly moves: number;
  readonly status: MemoryStatus;
  readonly seed: number;
}

export function memoryGameName(cardCount: number): string {
  return `Memory Card Game - ${cardCount} Cards`;
}

export function isCardCount(n: number): n is CardCount {
  return (CARD_COUNTS as readonly number[]).includes(n);
}

/** Score for a finished game; it also bounds what the server accepts. */
export function memoryScore(moves: number): number {
  return Math.max(0, 1000 - 10 * moves);
}

/** A new shuffled board: cardCount / 2 random images, each on two cards. */
export function createMemory(seed: number, cardCount: CardCount = DEFAULT_CARD_COUNT): MemoryState {
  const images = shuffle(
    Array.from({ length: IMAGE_COUNT }, (_, i) => i),
    seed,
  );
  const pairs = images.value.slice(0, cardCount / 2);
  const deck = shuffle([...pairs, ...pairs], images.seed);
  return {
    cardCount,
    cards: deck.value.map((imageId, id) => ({ id, imageId, faceUp: false, matched: false })),
    flipped: [],
    flipBackInMs: null,
    moves: 0,
    status: 'playing',
    seed: deck.seed,
  };
}

/** Difficulty change (or restart with the same size): always a freshly shuffled board. */
export function changeCardCount(state: MemoryState, cardCount: CardCount): MemoryState {
  return createMemory(state.seed, cardCount);
}

/** Turns a card face up. Ignored while a mismatch is showing, after the end, or for face-up cards. */
export function flipCard(state: MemoryState, index: number): MemoryState {
  const card = state.cards[index];
  if (state.status !== 'playing' || state.flipBackInMs !== null || card === undefined || card.faceUp) {
    return state;
  }
  const cards = state.cards.map((c, i) => (i === index ? { ...c, faceUp: true } : c));
  const flipped = [...state.flipped, index];
  const first = state.cards[flipped[0] ?? -1];
  if (flipped.length < 2 || first === undefined) return { ...state, cards, flipped };

  const moves = state.moves + 1;
  if (first.imageId === card.imageId) {
    const matchedCards = cards.map((c, i) => (flipped.includes(i) ? { ...c, matched: true } : c));
    const won = matchedCards.every((c) => c.matched);
    // A win on the 50th move counts as a win.
    const status = won ? 'won' : moves >= MOVE_LIMIT ? 'lost' : 'playing';
    return { ...state, cards: matchedCards, flipped: [], moves, status };
  }
  return {
    ...state,
    cards,
    flipped,
    moves,
    flipBackInMs: FLIP_BACK_MS,
    status: moves >= MOVE_LIMIT ? 'lost' : 'playing',
  };
}

/** Lets game time pass; turns a mismatched pair face down once FLIP_BACK_MS has elapsed. */
export function advanceMemory(state: MemoryState, elapsedMs: number): MemoryState {
  if (state.flipBackInMs === null || !(elapsedMs > 0)) return state;
  const left = state.flipBackInMs - elapsedMs;
  // The epsilon absorbs float drift from summing frame deltas such as 1000 / 60.
  if (left > TIME_EPSILON_MS) return { ...state, flipBackInMs: left };
  const cards = state.cards.map((c, i) => (state.flipped.includes(i) ? { ...c, faceUp: false } : c));
  return { ...state, cards, flipped: [], flipBackInMs: null };
}

/** The score to show and submit: set once the game has ended, null while playing. */
export function finalScore(state: MemoryState): number | null {
  return state.status === 'playing' ? null : memoryScore(state.moves);
}
