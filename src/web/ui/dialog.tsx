import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useBackCloses } from './back-forward';
import './dialog.css';

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind inert
 * and closes it on Escape (unless `dismissible` is false, e.g. a game that is over either way).
 * Back closes it too (a phone's Back button) rather than leaving the page, unless `backCloses`
 * is false: the unsaved-edits question, which Back itself asks.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  dismissible = true,
  className,
  backCloses = true,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  dismissible?: boolean;
  className?: string;
  backCloses?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useBackCloses(open && dismissible && backCloses, onClose);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', ''); // jsdom
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
