import { useEffect, useId, useRef } from 'react';
import { PAGE_SIZES } from '../../shared/constants';
import './pager.css';

/**
 * Previous / Next with "Page X of Y" announced politely. When the button just pressed becomes
 * disabled (first or last page), focus moves to the other one instead of being lost.
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the pager's navigation landmark, e.g. "Member list pages". */
  label: string;
}) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  const atStart = page <= 1;
  const atEnd = page >= pages;

  useEffect(() => {
    if (pressed.current === 'next' && atEnd) previous.current?.focus();
    if (pressed.current === 'previous' && atStart) next.current?.focus();
    pressed.current = null;
  }, [atStart, atEnd]);

  return (
    <nav className="pager" aria-label={label}>
      <button
        ref={previous}
        type="button"
        className="button button-secondary"
        disabled={atStart}
        onClick={() => {
          pressed.current = 'previous';
          onPage(page - 1);
        }}
      >
        Previous
      </button>
      <p className="pager-status" aria-live="polite">
        Page {page} of {pages}
      </p>
      <button
        ref={next}
        type="button"
        className="button button-secondary"
        disabled={atEnd}
        onClick={() => {
          pressed.current = 'next';
          onPage(page + 1);
        }}
      >
        Next
      </button>
    </nav>
  );
}

/** The page size picker (5, 10, 20, 50) and the total, above a paged list. */
export function PageSizeBar({
  label,
  limit,
  onLimit,
  total,
}: {
  label: string;
  limit: number;
  onLimit: (limit: number) => void;
  /** "12 members"; nothing while loading. */
  total?: string;
}) {
  const id = useId();
  return (
    <div className="page-size-bar">
      <div className="field page-size">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={limit} onChange={(e) => onLimit(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {total && <p className="page-size-total">{total}</p>}
    </div>
  );
}
