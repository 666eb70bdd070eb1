import type { MaterialRow } from '../../../shared/api/projects';

const PUBLISHED = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Chicago',
});

/** When a tutorial was first published, on the club's calendar: "June 2, 2030". */
export const publishedDay = (at: number) => PUBLISHED.format(new Date(at));

/** "Step 3 — Seal the foam", or "Step 3" for a step without a title. */
export const stepHeading = (position: number, title: string) =>
  title.trim() ? `Step ${position} — ${title.trim()}` : `Step ${position}`;

/** A material's amount as "2 sheets", "1.5 yards", "3". */
export const amountText = (row: Pick<MaterialRow, 'quantity' | 'unit'>) =>
  `${row.quantity.toLocaleString('en-US')}${row.unit ? ` ${row.unit}` : ''}`;
