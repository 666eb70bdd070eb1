import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/error-message';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'error'; message: string };

/**
 * The editor's one saving state: every change is a request of its own, and the page says
 * "Saving…", "All changes saved" or the server's refusal (announced as it changes).
 */
export function useSaving() {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const run = useCallback(async (work: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    setState({ kind: 'saving' });
    try {
      await work();
      setState({ kind: 'saved' });
      return true;
    } catch (caught) {
      setState({ kind: 'error', message: errorMessage(caught, fallback) });
      return false;
    }
  }, []);
  return { state, run, busy: state.kind === 'saving' };
}

export type Saving = ReturnType<typeof useSaving>;
