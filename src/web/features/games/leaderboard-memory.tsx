import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CARD_COUNTS,
  type CardCount,
  DEFAULT_CARD_COUNT,
  memoryGameName,
} from '../../../games/memory/memory-engine';
import { Leaderboard } from './leaderboard';
import { busiestTable } from './leaderboard-rank';
import { CardCountSelect } from './memory/card-count-select';
import { topScoresQuery } from './score-api';

/**
 * The memory game keeps one table per board size; a picker chooses which one to show. It opens
 * on the size with the most scores (a table that failed to load counts as empty), until the
 * member picks one.
 */
export function MemoryLeaderboard() {
  const [picked, setPicked] = useState<CardCount | null>(null);
  const tables = useQueries({
    queries: CARD_COUNTS.map((n) => topScoresQuery(memoryGameName(n))),
    combine: (results) => results.map((r) => (r.isPending ? undefined : (r.data ?? []))),
  });
  const cardCount = picked ?? busiestTable(CARD_COUNTS, tables, DEFAULT_CARD_COUNT);
  const deciding = picked === null && tables.some((t) => t === undefined);
  return (
    <Leaderboard
      gameName={memoryGameName(cardCount)}
      caption={`Memory card game, ${cardCount} cards`}
      deciding={deciding}
      controls={<CardCountSelect value={cardCount} onChange={setPicked} className="leaderboard-picker" />}
    />
  );
}
