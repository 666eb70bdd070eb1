import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { getSession } from '../../lib/session';
import { uploadScore } from './score-api';

export type ScoreUpload =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

export interface ScoreUploadOptions {
  /** The sentence shown when a failure carries no message (each game words its own). */
  fallback: string;
  /** What to do without a session: show a message, or go somewhere (e.g. /login). */
  onSignedOut: () => string | undefined;
  onSent?: () => void;
}

/**
 * The one score upload of the three games: sends a finished game's score once, refreshes that
 * game's top 10 and words a failure as docs/product.md §8 asks. A second click while a send is
 * in flight, or after it succeeded, sends nothing.
 */
export function useScoreUpload(gameName: string, score: number, options: ScoreUploadOptions) {
  const [upload, setUpload] = useState<ScoreUpload>({ kind: 'idle' });
  const inFlight = useRef(false);
  const queryClient = useQueryClient();

  async function send() {
    if (inFlight.current || upload.kind === 'done') return;
    if (!getSession()?.token) {
      const message = options.onSignedOut();
      if (message) setUpload({ kind: 'error', message });
      return;
    }
    inFlight.current = true;
    setUpload({ kind: 'sending' });
    try {
      await uploadScore(gameName, score);
      setUpload({ kind: 'done' });
      void queryClient.invalidateQueries({ queryKey: ['scores', gameName] });
      options.onSent?.();
    } catch (error) {
      setUpload({ kind: 'error', message: errorMessage(error, options.fallback) });
    } finally {
      inFlight.current = false;
    }
  }

  const reset = useCallback(() => setUpload({ kind: 'idle' }), []);
  return { upload, send, reset };
}
