import { type RefObject, useCallback, useRef, useState } from 'react';
import { COLS } from '../../../../games/tetris/tetris-constants';
import {
  advanceTetris,
  applyTetrisInput,
  createTetris,
  type TetrisInput,
  type TetrisState,
  type TetrisStatus,
} from '../../../../games/tetris/tetris-engine';
import { useFrameLoop } from '../canvas/use-frame-loop';
import { drawTetris } from './tetris-renderer';

/** What the page shows in HTML: it changes a few times a minute, not every frame. */
export interface TetrisHud {
  readonly score: number;
  readonly lines: number;
  readonly status: TetrisStatus;
}

const hudOf = (state: TetrisState): TetrisHud => ({
  score: state.score,
  lines: state.lines,
  status: state.status,
});

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * Owns one falling-block game: the engine state lives in a ref, the requestAnimationFrame loop
 * feeds it real elapsed time and redraws the canvas only when the state or the canvas size
 * changed; React state is touched only when the score, lines or status change.
 */
export function useTetrisGame(canvasRef: RefObject<HTMLCanvasElement | null>) {
  const game = useRef<TetrisState>(createTetris(newSeed()));
  const drawn = useRef<{ state: TetrisState | null; width: number }>({ state: null, width: 0 });
  const [hud, setHud] = useState<TetrisHud>(() => hudOf(game.current));
  const shown = useRef<TetrisHud>(hud);

  const render = useCallback(() => {
    const state = game.current;
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (drawn.current.state !== state || drawn.current.width !== canvas.width) {
      const ctx = canvas.getContext('2d');
      if (ctx) drawTetris(ctx, state, Math.floor(canvas.width / COLS));
      drawn.current = { state, width: canvas.width };
      // The active piece's column, for tests and debugging; no React render involved.
      canvas.dataset.pieceX = state.active ? String(state.active.x) : '';
    }
    const prev = shown.current;
    if (prev.score !== state.score || prev.lines !== state.lines || prev.status !== state.status) {
      shown.current = hudOf(state);
      setHud(shown.current);
    }
  }, [canvasRef]);

  useFrameLoop((elapsed) => {
    game.current = advanceTetris(game.current, elapsed);
    render();
  });

  const input = useCallback(
    (action: TetrisInput) => {
      game.current = applyTetrisInput(game.current, action);
      render();
    },
    [render],
  );

  const restart = useCallback(() => {
    game.current = createTetris(newSeed());
    render();
  }, [render]);

  return { hud, input, restart };
}
