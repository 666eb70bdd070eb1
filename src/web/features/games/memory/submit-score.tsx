import { Link, useNavigate } from 'react-router';
import { ErrorText } from '../../../ui/error-text';
import { useScoreUpload } from '../use-score-upload';

export const UPLOAD_FALLBACK = 'An unexpected error occurred.';

/**
 * "Submit Score" for a finished game. Without a session it goes to /login; the page keys this
 * component by game, so a new game starts with a fresh button.
 */
export function SubmitScore({ gameName, score }: { gameName: string; score: number }) {
  const navigate = useNavigate();
  const { upload, send } = useScoreUpload(gameName, score, {
    fallback: UPLOAD_FALLBACK,
    onSignedOut: () => {
      navigate('/login');
      return undefined;
    },
  });

  if (upload.kind === 'done') {
    return (
      <p className="success-text" role="status">
        Score submitted! <Link to="/games">See the top scores</Link>
      </p>
    );
  }
  return (
    <div className="memory-submit">
      <button type="button" className="button" onClick={send} disabled={upload.kind === 'sending'}>
        {upload.kind === 'sending' ? 'Submitting…' : 'Submit Score'}
      </button>
      {upload.kind === 'error' && <ErrorText>{upload.message}</ErrorText>}
    </div>
  );
}
