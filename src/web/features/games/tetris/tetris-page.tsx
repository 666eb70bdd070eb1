import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef } from 'react';
import { COLS, ROWS } from '../../../../games/tetris/tetris-constants';
import type { TetrisInput } from '../../../../games/tetris/tetris-engine';
import { Page } from '../../../ui/page';
import { fitGrid } from '../canvas/canvas-size';
import { createSwipeTracker, type SwipeAction } from '../canvas/swipe-tracker';
import { useMeasure } from '../canvas/use-measure';
import { GameOverDialog } from './game-over-dialog';
import { TetrisControls } from './tetris-controls';
import { useTetrisGame } from './use-tetris-game';
import '../canvas/game-stage.css';
import './tetris.css';

const KEYS: Readonly<Record<string, TetrisInput>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'rotate',
  ArrowDown: 'hardDrop',
  ' ': 'hardDrop',
};

const GESTURES: Readonly<Record<SwipeAction, TetrisInput>> = {
  left: 'left',
  right: 'right',
  down: 'hardDrop',
  tap: 'rotate',
};

/** Height kept free for the score line and the buttons (phones) or a margin (side-by-side layout). */
const WIDE_QUERY = '(min-width: 48rem)';
const SIDE_PANEL_PX = 288;

export default function TetrisPage() {
  const container = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { hud, input, restart } = useTetrisGame(canvas);
  const measure = useMeasure(container);

  const fit = useMemo(() => {
    const wide = window.matchMedia?.(WIDE_QUERY).matches ?? false;
    return fitGrid({
      cols: COLS,
      rows: ROWS,
      availWidth: measure.width - (wide ? SIDE_PANEL_PX : 0),
      availHeight: measure.viewportHeight - (wide ? 48 : 150),
      dpr: measure.dpr,
      maxCell: 34,
      minCell: 12,
    });
  }, [measure]);

  const cssCell = fit.cssWidth / COLS;
  const swipe = useMemo(
    () => createSwipeTracker({ stepPx: Math.max(16, cssCell), dropPx: Math.max(48, 2.5 * cssCell) }),
    [cssCell],
  );

  useEffect(() => {
    stage.current?.focus({ preventScroll: true });
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    const action = KEYS[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    // Space keeps its usual meaning on the buttons.
    if (event.key === ' ' && event.target !== stage.current) return;
    event.preventDefault();
    // Holding a drop key would slam piece after piece: one drop per press.
    if (action === 'hardDrop' && event.repeat) return;
    input(action);
  }

  const gesture = (actions: SwipeAction[]) => {
    for (const a of actions) input(GESTURES[a]);
  };

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    swipe.start(event.clientX, event.clientY, event.timeStamp);
  }

  function playAgain() {
    restart();
    stage.current?.focus({ preventScroll: true });
  }

  return (
    <Page title="Falling blocks" wide>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: key handling for the whole game area, which holds the focusable board and the buttons */}
      <div className="tetris" ref={container} onKeyDown={onKeyDown}>
        <div className="tetris-hud">
          <p>
            Score <strong>{hud.score}</strong>
          </p>
          <p>
            Lines <strong>{hud.lines}</strong>
          </p>
        </div>
        <div
          ref={stage}
          className="game-stage tetris-stage"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the board takes keyboard input
          tabIndex={0}
          role="application"
          aria-label="Falling blocks game"
          aria-describedby="tetris-help"
        >
          <canvas
            ref={canvas}
            className="tetris-canvas"
            role="img"
            aria-label="Falling blocks board"
            width={fit.width}
            height={fit.height}
            style={{ width: `${fit.cssWidth}px`, height: `${fit.cssHeight}px` }}
            onPointerDown={onPointerDown}
            onPointerMove={(e) => gesture(swipe.move(e.clientX, e.clientY))}
            onPointerUp={(e) => gesture(swipe.end(e.clientX, e.clientY, e.timeStamp))}
            onPointerCancel={() => swipe.cancel()}
          />
        </div>
        <div className="tetris-side">
          <TetrisControls onInput={input} disabled={hud.status !== 'running'} />
          <p id="tetris-help" className="hint tetris-help">
            Keys: ← and → move, ↑ rotates, ↓ or Space drops. On a touch screen swipe left or right to move,
            swipe down to drop and tap to rotate.
          </p>
        </div>
      </div>
      <GameOverDialog open={hud.status === 'gameover'} score={hud.score} onPlayAgain={playAgain} />
    </Page>
  );
}
