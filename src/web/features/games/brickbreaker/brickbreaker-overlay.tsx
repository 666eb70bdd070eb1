import type { PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { BRICK_BREAKER_GAME } from '../../../../games/game-names';
import { ScoreSent } from '../score-sent';
import { useScoreUpload } from '../use-score-upload';
import type { BrickBreakerHud } from './use-brickbreaker-game';

export const UPLOAD_FALLBACK = 'An unexpected error occurred.';

/** Buttons inside the overlay must not count as the touch that restarts the game. */
const keepTouch = (event: PointerEvent) => event.stopPropagation();

function SendScore({ score, onSent }: { score: number; onSent: () => void }) {
  const navigate = useNavigate();
  const { upload, send } = useScoreUpload(BRICK_BREAKER_GAME, score, {
    fallback: UPLOAD_FALLBACK,
    onSignedOut: () => {
      navigate('/login');
      return undefined;
    },
    onSent,
  });

  return (
    <>
      {upload.kind !== 'done' && (
        <button
          type="button"
          className="button bb-send"
          onClick={send}
          onPointerDown={keepTouch}
          disabled={upload.kind === 'sending'}
        >
          Send score.
        </button>
      )}
      <div role="status" className="bb-upload-status">
        {upload.kind === 'done' && (
          <ScoreSent score={score} text="Score sent!" className="bb-sent" onLinkPointerDown={keepTouch} />
        )}
        {upload.kind === 'error' && (
          <p className="bb-error">
            {upload.message}
            <span className="bb-alarm">!!!</span>
          </p>
        )}
      </div>
    </>
  );
}

/** Start, pause and end-of-game messages shown over the field. */
export function BrickBreakerOverlay({ hud, onSent }: { hud: BrickBreakerHud; onSent: () => void }) {
  if (hud.status === 'running') return null;
  const ended = hud.status === 'gameover' || hud.status === 'won';
  return (
    <div className="game-overlay bb-overlay">
      <div className="game-overlay-panel bb-panel">
        {hud.status === 'ready' && (
          <>
            <p className="game-overlay-big">Press Space or touch to start</p>
            <p>Use arrow keys or swipe to move</p>
          </>
        )}
        {hud.status === 'paused' && (
          <>
            <p className="game-overlay-big">Paused</p>
            <p>Press Space or touch to resume</p>
          </>
        )}
        {ended && (
          <>
            <p className="game-overlay-big">
              {hud.status === 'won' ? 'You cleared all 5 levels!' : 'GAME OVER'}
            </p>
            <p>
              Final score: <strong>{hud.score}</strong>
            </p>
            <p>Press Space or touch to restart</p>
            <SendScore score={hud.score} onSent={onSent} />
          </>
        )}
      </div>
    </div>
  );
}
