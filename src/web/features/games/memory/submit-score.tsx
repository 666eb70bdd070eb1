import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { ErrorText } from '../../../ui/error-text';
import { uploadScore } from '../score-api';

type Upload =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done' }
  | { state: 'failed'; message: string };

/** SPEC §8 (memory upload): the server's message, else the error's, else a fallback. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred.';
}

/**
 * "Submit Score" for a finished game. Without a session it goes to /login; the page keys this
 * component by game, so a new game starts with a fresh button.
 */
export function SubmitScore({ gameName, score }: { gameName: string; score: number }) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function submit() {
    if (!getSession()?.token) {
      navigate('/login');
      return;
    }
    setUpload({ state: 'sending' });
    try {
      await uploadScore(gameName, score);
      setUpload({ state: 'done' });
      void queryClient.invalidateQueries({ queryKey: ['scores', gameName] });
    } catch (error) {
      setUpload({ state: 'failed', message: uploadErrorMessage(error) });
    }
  }

  if (upload.state === 'done') {
    return (
      <p className="success-text" role="status">
        Score submitted! <Link to="/games">See the top scores</Link>
      </p>
    );
  }
  return (
    <div className="memory-submit">
      <button type="button" className="button" onClick={submit} disabled={upload.state === 'sending'}>
        {upload.state === 'sending' ? 'Submitting…' : 'Submit Score'}
      </button>
      {upload.state === 'failed' && <ErrorText>{upload.message}</ErrorText>}
    </div>
  );
}
