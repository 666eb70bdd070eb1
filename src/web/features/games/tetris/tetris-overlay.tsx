import type { TetrisPhase } from './use-tetris-game';

/** The message over the board while the game waits for a start or is paused. */
export function TetrisOverlay({ status }: { status: TetrisPhase }) {
  if (status !== 'ready' && status !== 'paused') return null;
  return (
    <div className="game-overlay">
      <div className="game-overlay-panel">
        {status === 'ready' ? (
          <>
            <p className="game-overlay-big">Press Space or tap to start</p>
            <p>Use arrow keys or swipe to move</p>
          </>
        ) : (
          <>
            <p className="game-overlay-big">Paused</p>
            <p>Press Space, P or tap to resume</p>
          </>
        )}
      </div>
    </div>
  );
}
