import { useState } from 'react';
import { type CardCount, DEFAULT_CARD_COUNT, memoryGameName } from '../../../games/memory/memory-engine';
import { Leaderboard } from './leaderboard';
import { CardCountSelect } from './memory/card-count-select';

/** The memory game keeps one table per board size; a picker chooses which one to show. */
export function MemoryLeaderboard() {
  const [cardCount, setCardCount] = useState<CardCount>(DEFAULT_CARD_COUNT);
  return (
    <Leaderboard
      gameName={memoryGameName(cardCount)}
      caption={`Memory card game, ${cardCount} cards`}
      controls={<CardCountSelect value={cardCount} onChange={setCardCount} className="leaderboard-picker" />}
    />
  );
}
