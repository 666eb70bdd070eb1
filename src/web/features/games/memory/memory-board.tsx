import type { MemoryCard as CardData } from '../../../../games/memory/memory-engine';
import { MemoryCard } from './memory-card';

/** Columns on wider screens, so each board is a tidy rectangle (phones always use 4). */
const WIDE_COLUMNS: Record<number, number> = { 4: 4, 6: 3, 8: 4, 10: 5, 12: 6, 14: 7, 16: 8, 18: 6, 20: 5 };

/** The card grid: a list of buttons, read in order as "Card 1" … "Card N". */
export function MemoryBoard({
  cards,
  ended,
  onFlip,
}: {
  cards: readonly CardData[];
  /** After a win or a loss no card can be turned. */
  ended: boolean;
  onFlip: (index: number) => void;
}) {
  const columns = WIDE_COLUMNS[cards.length] ?? 4;
  return (
    <ul className={`memory-grid memory-cols-${columns}`} aria-label={`${cards.length} cards`}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <MemoryCard card={card} position={index + 1} locked={ended} onFlip={() => onFlip(index)} />
        </li>
      ))}
    </ul>
  );
}
