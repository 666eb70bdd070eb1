import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a network: writes wait for it, reads may come from the offline copy. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    // Only a browser that says so is offline (a test's stand-in navigator has no onLine).
    () => navigator.onLine !== false,
    () => true,
  );
}

/** What a write button says while offline (its `title`), beside being disabled. */
export const OFFLINE_WRITE_TITLE = 'You are offline. This needs a connection.';
