import { NextPiece } from './next-piece';
import type { TetrisHud } from './use-tetris-game';

const TOGGLE_LABEL = { ready: 'Start', running: 'Pause', paused: 'Resume', gameover: 'Pause' } as const;

/** Score, lines, the next piece and a Start / Pause / Resume button (touch screens have no P key). */
export function TetrisHudBar({
  hud,
  previewCell,
  dpr,
  onToggle,
}: {
  hud: TetrisHud;
  previewCell: number;
  dpr: number;
  onToggle: () => void;
}) {
  return (
    <div className="tetris-hud">
      <p>
        Score <strong>{hud.score}</strong>
      </p>
      <p>
        Lines <strong>{hud.lines}</strong>
      </p>
      <NextPiece type={hud.next} cell={previewCell} dpr={dpr} />
      <button
        type="button"
        className="button button-secondary tetris-toggle"
        onClick={onToggle}
        disabled={hud.status === 'gameover'}
      >
        {TOGGLE_LABEL[hud.status]}
      </button>
    </div>
  );
}
