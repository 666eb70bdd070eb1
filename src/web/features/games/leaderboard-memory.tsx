import { useId, useState } from 'react';
import {
  CARD_COUNTS,
  type CardCount,
  DEFAULT_CARD_COUNT,
  isCardCount,
  memoryGameName,
} from '../../../games/memory/memory-engine';
import { Leaderboard } from './leaderboard';

/** The memory game keeps one table per board size; a picker chooses which one to show. */
export function MemoryLeaderboard() {
  const [cardCount, setCardCount] = useState<CardCount>(DEFAULT_CARD_COUNT);
  const selectId = useId();
  return (
    <Leaderboard
      gameName={memoryGameName(cardCount)}
      caption={`Memory card game, ${cardCount} cards`}
      controls={
        <div className="field leaderboard-picker">
          <label htmlFor={selectId}>Number of cards</label>
          <select
            id={selectId}
            value={cardCount}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (isCardCount(n)) setCardCount(n);
            }}
          >
            {CARD_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      }
    />
  );
}
