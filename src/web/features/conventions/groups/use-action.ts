import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';

/** One action at a time per card, with its error said where it happened (a 409's message as it is). */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const act = async (work: () => Promise<unknown>, fallback = 'That did not work. Try again.') => {
    setBusy(true);
    setError('');
    try {
      await work();
      return true;
    } catch (caught) {
      setError(errorMessage(caught, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, act };
}
