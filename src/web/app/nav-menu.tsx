import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A group of navigation links. On a wide screen a button opens it as a drop-down that closes on
 * Escape, on a click outside, when focus leaves it and on choosing a link. In the phone menu the
 * same links are listed under a heading (the CSS shows one form or the other).
 */
export function NavMenu({
  label,
  children,
  className,
  dot = false,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** Something new inside (unread messages): a dot beside the label, said as "new" to screen readers. */
  dot?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: catches the click a chosen link fires (mouse or keyboard)
    <li
      ref={rootRef}
      className={['nav-group', open && 'open', className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, .link-button')) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-group-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        {dot && <NewDot />}
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path
            d="M2 4.5 6 8.5l4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <span className="nav-group-label" aria-hidden="true">
        {label}
      </span>
      <ul id={panelId} className="nav-group-panel" aria-label={label}>
        {children}
      </ul>
    </li>
  );
}

/** The small dot of "something new inside" on a menu's button. */
export function NewDot() {
  return (
    <span className="nav-dot">
      <span className="visually-hidden"> (new)</span>
    </span>
  );
}
