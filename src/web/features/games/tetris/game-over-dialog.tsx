import { useEffect, useRef } from 'react';
import { TETRIS_GAME } from '../../../../games/game-names';
import { ScoreSent } from '../score-sent';
import { useScoreUpload } from '../use-score-upload';

export const LOGIN_REQUIRED = 'You must be logged in to upload your score.';
export const UPLOAD_FALLBACK = 'An error occurred while uploading your score.';

/** The 'Game Over!' popup: final score, score upload and a new game. */
export function GameOverDialog({
  open,
  score,
  onPlayAgain,
}: {
  open: boolean;
  score: number;
  onPlayAgain: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { upload, send, reset } = useScoreUpload(TETRIS_GAME, score, {
    fallback: UPLOAD_FALLBACK,
    onSignedOut: () => LOGIN_REQUIRED,
  });

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      reset();
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      el.close();
    }
  }, [open, reset]);

  return (
    <dialog
      ref={dialog}
      className="game-dialog"
      aria-labelledby="tetris-over-title"
      // The game is over either way: Escape starts nothing and closes nothing by surprise.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="tetris-over-title">Game Over!</h2>
      <p className="game-dialog-label">Your final score</p>
      <p className="game-dialog-score">{score}</p>
      <div role="status" className="game-dialog-status">
        {upload.kind === 'done' && (
          <ScoreSent score={score} text="Score uploaded!" className="success-text" />
        )}
        {upload.kind === 'error' && <p className="error-text">{upload.message}</p>}
      </div>
      <div className="cta-row game-dialog-actions">
        <button
          type="button"
          className="button"
          onClick={send}
          disabled={upload.kind === 'sending' || upload.kind === 'done'}
        >
          {upload.kind === 'sending' ? 'Uploading…' : 'Upload Score'}
        </button>
        <button type="button" className="button button-secondary" onClick={onPlayAgain}>
          Play again
        </button>
      </div>
    </dialog>
  );
}
