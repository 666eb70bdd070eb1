import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import './toast.css';

/** A link in a toast: where to go next ("View your public page"). Choosing it closes the toast. */
export interface ToastAction {
  label: string;
  to: string;
}

export interface ToastMessage {
  id: number;
  text: string;
  tone: 'success' | 'error' | 'info';
  action?: ToastAction;
}

/** How long a toast stays; long enough to read two lines. A toast with a link stays longer. */
const SHOW_MS = 6000;
const SHOW_WITH_ACTION_MS = 10_000;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: ToastMessage[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

/** Shows a short confirmation ("Profile saved") over the page; announced by screen readers. */
export function toast(text: string, tone: ToastMessage['tone'] = 'success', action?: ToastAction): void {
  const id = nextId++;
  publish([...toasts.slice(-2), { id, text, tone, action }]);
  setTimeout(() => dismissToast(id), action ? SHOW_WITH_ACTION_MS : SHOW_MS);
}

export function dismissToast(id: number): void {
  publish(toasts.filter((t) => t.id !== id));
}

/** The live region toasts appear in; rendered once by the layout (inside the router). */
export function Toaster() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
  return (
    // A live region (not role="status": pages have their own status lines) present from the start,
    // so what is added to it is announced.
    <div className="toaster" aria-live="polite">
      {current.map((t) => (
        <div key={t.id} className={`toast toast-${t.tone}`}>
          <div className="toast-body">
            <span>{t.text}</span>
            {t.action && (
              <Link className="toast-action" to={t.action.to} onClick={() => dismissToast(t.id)}>
                {t.action.label}
              </Link>
            )}
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label="Dismiss"
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
