import { useEffect, useReducer } from 'react';
import {
  advanceMemory,
  type CardCount,
  changeCardCount,
  createMemory,
  DEFAULT_CARD_COUNT,
  flipCard,
  type MemoryState,
} from '../../../../games/memory/memory-engine';
import { randomSeed } from '../../../../games/random';

type Action =
  | { type: 'flip'; index: number }
  | { type: 'advance'; elapsedMs: number }
  | { type: 'deal'; cardCount: CardCount };

function reduce(state: MemoryState, action: Action): MemoryState {
  switch (action.type) {
    case 'flip':
      return flipCard(state, action.index);
    case 'advance':
      return advanceMemory(state, action.elapsedMs);
    case 'deal':
      return changeCardCount(state, action.cardCount);
  }
}

/**
 * The memory game's state in React. A timer runs only while a mismatched pair is showing: when
 * it fires, the engine is told that much game time has passed and turns the pair back.
 */
export function useMemoryGame(seed?: number) {
  const [state, dispatch] = useReducer(reduce, undefined, () =>
    createMemory(seed ?? randomSeed(), DEFAULT_CARD_COUNT),
  );
  const pending = state.flipBackInMs;

  useEffect(() => {
    if (pending === null) return;
    const started = performance.now();
    const timer = setTimeout(() => {
      // Never less than the time left, so one timer is always enough.
      dispatch({ type: 'advance', elapsedMs: Math.max(pending, performance.now() - started) });
    }, pending);
    return () => clearTimeout(timer);
  }, [pending]);

  return {
    state,
    flip: (index: number) => dispatch({ type: 'flip', index }),
    /** A freshly shuffled board of cardCount cards; also used for "New game". */
    deal: (cardCount: CardCount) => dispatch({ type: 'deal', cardCount }),
  };
}
