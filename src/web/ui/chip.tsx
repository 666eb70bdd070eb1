import type { ReactNode } from 'react';
import './chip.css';

/** A short label: a role, a state, a tag. `tone` picks its colour family. */
export function Chip({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'accent' }) {
  return <span className={tone === 'accent' ? 'chip chip-accent' : 'chip'}>{children}</span>;
}

/** Chips in a row that wraps; a list for screen readers. */
export function ChipList({
  items,
  label,
  tone,
}: {
  items: string[];
  label: string;
  tone?: 'plain' | 'accent';
}) {
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
