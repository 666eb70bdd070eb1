import { useId } from 'react';
import { CARD_COUNTS, type CardCount, isCardCount } from '../../../../games/memory/memory-engine';

/** The 'Number of cards' picker of the memory game and of its score tables. */
export function CardCountSelect({
  value,
  onChange,
  className,
}: {
  value: CardCount;
  onChange: (count: CardCount) => void;
  className: string;
}) {
  const id = useId();
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>Number of cards</label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (isCardCount(n)) onChange(n);
        }}
      >
        {CARD_COUNTS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
