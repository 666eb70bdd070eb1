import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { COLS } from '../../../../games/tetris/tetris-constants';
import {
  advanceTetris,
  applyTetrisInput,
  createTetris,
  type TetrisInput,
  type TetrisState,
} from '../../../../games/tetris/tetris-engine';
import type { PieceType } from '../../../../games/tetris/tetrominoes';
import { useFrameLoop } from '../canvas/use-frame-loop';
import { drawTetris } from './tetris-renderer';

/** Before the first start, playing, paused (Space, P, the Pause button or a hidden tab), over. */
export type TetrisPhase = 'ready' | 'running' | 'paused' | 'gameover';

/** What the page shows in HTML: it changes once a piece lands, not every frame. */
export interface TetrisHud {
  readonly score: number;
  readonly lines: number;
  readonly next: PieceType;
  readonly status: TetrisPhase;
}

type Clock = 'ready' | 'running' | 'paused';

const hudOf = (state: TetrisState, clock: Clock): TetrisHud => ({
  score: state.score,
  lines: state.lines,
  next: state.next,
  status: state.status === 'gameover' ? 'gameover' : clock,
});

const sameHud = (a: TetrisHud, b: TetrisHud) =>
  a.score === b.score && a.lines === b.lines && a.next === b.next && a.status === b.status;

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * Owns one falling-block game: the engine state lives in a ref, the requestAnimationFrame loop
 * feeds it real elapsed time and redraws the canvas only when the state or the canvas size
 * changed; React state is touched only when the score, lines, next piece or status change.
 * A new page waits for a start; hiding the tab pauses.
 */
export function useTetrisGame(canvasRef: RefObject<HTMLCanvasElement | null>) {
  const game = useRef<TetrisState>(createTetris(newSeed()));
  const clock = useRef<Clock>('ready');
  const drawn = useRef<{ state: TetrisState | null; width: number }>({ state: null, width: 0 });
  const [hud, setHud] = useState<TetrisHud>(() => hudOf(game.current, clock.current));
  const shown = useRef<TetrisHud>(hud);

  const render = useCallback(() => {
    const state = game.current;
    const canvas = canvasRef.current;
    if (canvas && (drawn.current.state !== state || drawn.current.width !== canvas.width)) {
      const ctx = canvas.getContext('2d');
      if (ctx) drawTetris(ctx, state, Math.floor(canvas.width / COLS));
      drawn.current = { state, width: canvas.width };
      // The active piece, for tests and debugging; no React render involved.
      canvas.dataset.pieceX = state.active ? String(state.active.x) : '';
      canvas.dataset.pieceY = state.active ? String(state.active.y) : '';
      canvas.dataset.piece = state.active?.type ?? '';
    }
    const next = hudOf(state, clock.current);
    if (!sameHud(shown.current, next)) {
      shown.current = next;
      setHud(next);
    }
  }, [canvasRef]);

  useFrameLoop((elapsed) => {
    if (clock.current === 'running') game.current = advanceTetris(game.current, elapsed);
    render();
  });

  const setClock = useCallback(
    (value: Clock) => {
      clock.current = value;
      render();
    },
    [render],
  );

  const input = useCallback(
    (action: TetrisInput) => {
      if (clock.current !== 'running') return;
      game.current = applyTetrisInput(game.current, action);
      render();
    },
    [render],
  );

  /** Space, P and the Start/Pause button: start, pause or resume. */
  const toggle = useCallback(() => {
    if (game.current.status === 'gameover') return;
    setClock(clock.current === 'running' ? 'paused' : 'running');
  }, [setClock]);

  /** A tap on the board while it waits: start or resume. */
  const resume = useCallback(() => {
    if (game.current.status !== 'gameover') setClock('running');
  }, [setClock]);

  /** 'Play again' after a game over: the player asked for it, so it starts at once. */
  const restart = useCallback(() => {
    game.current = createTetris(newSeed());
    setClock('running');
  }, [setClock]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden && clock.current === 'running') setClock('paused');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [setClock]);

  return { hud, input, toggle, resume, restart };
}
