import { useEffect, useRef } from 'react';

/**
 * Previous / Next with "Page X of Y" announced politely. When the button just pressed becomes
 * disabled (first or last page), focus moves to the other one instead of being lost.
 */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
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
    <nav className="pager" aria-label="Member list pages">
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
