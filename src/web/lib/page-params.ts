import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../shared/constants';

/** ?page=: a whole number from 1; anything else (abc, 0, -2, 2.5) is the first page. */
export function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return DEFAULT_PAGE;
  const page = Number(raw.trim());
  return page >= 1 ? page : DEFAULT_PAGE;
}

/** ?limit=: one of 5, 10, 20, 50. A number in between becomes the nearest choice; no number, the default. */
export function parseLimit(raw: string | null): number {
  if (raw === null || raw.trim() === '') return DEFAULT_PAGE_SIZE;
  const wanted = Number(raw.trim());
  if (!Number.isFinite(wanted)) return DEFAULT_PAGE_SIZE;
  let best: number = PAGE_SIZES[0];
  for (const size of PAGE_SIZES) {
    if (Math.abs(size - wanted) < Math.abs(best - wanted)) best = size;
  }
  return best;
}

/** How many pages `total` members fill; an empty list still has one (empty) page. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
