import { useSyncExternalStore } from 'react';
import './toast.css';

export interface ToastMessage {
  id: number;
  text: string;
  tone: 'success' | 'error' | 'info';
}

/** How long a toast stays; long enough to read two lines. */
const SHOW_MS = 6000;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: ToastMessage[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

/** Shows a short confirmation ("Profile saved") over the page; announced by screen readers. */
export function toast(text: string, tone: ToastMessage['tone'] = 'success'): void {
  const id = nextId++;
  publish([...toasts.slice(-2), { id, text, tone }]);
  setTimeout(() => dismissToast(id), SHOW_MS);
}

export function dismissToast(id: number): void {
  publish(toasts.filter((t) => t.id !== id));
}

/** The live region toasts appear in; rendered once by the layout. */
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
          <span>{t.text}</span>
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
