import type { ReactNode } from 'react';
import './chip.css';

export type ChipTone = 'plain' | 'accent' | 'alert';

/** A short label: a role, a state, a tag. `tone` picks its colour family; 'alert' marks a warning ("Cancelled"). */
export function Chip({ children, tone = 'plain' }: { children: ReactNode; tone?: ChipTone }) {
  return <span className={tone === 'plain' ? 'chip' : `chip chip-${tone}`}>{children}</span>;
}

/** Chips in a row that wraps; a list for screen readers. */
export function ChipList({ items, label, tone }: { items: string[]; label: string; tone?: ChipTone }) {
  if (items.length === 0) return null;
  return (
    <ul className="chip-list" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Chip tone={tone}>{item}</Chip>
        </li>
      ))}
    </ul>
  );
}
