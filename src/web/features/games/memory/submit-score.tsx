import { useNavigate } from 'react-router';
import { ErrorText } from '../../../ui/error-text';
import { ScoreSent } from '../score-sent';
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
      <div role="status">
        <ScoreSent score={score} text="Score submitted!" className="success-text" />
      </div>
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
