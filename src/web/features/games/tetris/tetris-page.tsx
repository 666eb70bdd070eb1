import { type PointerEvent, useEffect, useMemo, useRef } from 'react';
import { COLS, ROWS } from '../../../../games/tetris/tetris-constants';
import type { TetrisInput } from '../../../../games/tetris/tetris-engine';
import { fitGrid } from '../canvas/canvas-size';
import { GamePage } from '../canvas/game-page';
import { createSwipeTracker, type SwipeAction } from '../canvas/swipe-tracker';
import { type GameKey, useGameKeys } from '../canvas/use-game-keys';
import { useGameSpace } from '../canvas/use-game-space';
import { GameOverDialog } from './game-over-dialog';
import { TetrisControls } from './tetris-controls';
import { TetrisHudBar } from './tetris-hud';
import { TetrisOverlay } from './tetris-overlay';
import { useTetrisGame } from './use-tetris-game';
import './tetris.css';

const KEYS: Readonly<Record<string, TetrisInput>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'rotate',
  ArrowDown: 'hardDrop',
};

const GESTURES: Readonly<Record<SwipeAction, TetrisInput>> = {
  left: 'left',
  right: 'right',
  down: 'hardDrop',
  tap: 'rotate',
};

export default function TetrisPage() {
  const layout = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { hud, input, toggle, resume, restart } = useTetrisGame(canvas);
  // The board gets what is left under the header, title and score line, less the buttons under it.
  const space = useGameSpace(layout, stage, controls);

  const fit = useMemo(
    () =>
      fitGrid({
        cols: COLS,
        rows: ROWS,
        availWidth: space.width,
        availHeight: space.height,
        dpr: space.dpr,
        maxCell: 34,
        minCell: 10,
      }),
    [space],
  );

  const cssCell = fit.cssWidth / COLS;
  const swipe = useMemo(
    () => createSwipeTracker({ stepPx: Math.max(16, cssCell), dropPx: Math.max(48, 2.5 * cssCell) }),
    [cssCell],
  );

  const focusStage = () => stage.current?.focus({ preventScroll: true });
  useEffect(() => {
    stage.current?.focus({ preventScroll: true });
  }, []);

  useGameKeys(layout, stage, ({ event, source }: GameKey) => {
    const { key } = event;
    if (key === ' ') {
      // Space on a button presses the button.
      if (source === 'control') return;
      event.preventDefault();
      if (!event.repeat) toggle();
    } else if (key === 'p' || key === 'P') {
      event.preventDefault();
      if (!event.repeat) toggle();
    } else {
      const action = KEYS[key];
      // With nothing focused the arrows scroll the page until a game runs.
      if (!action || (source === 'page' && hud.status !== 'running')) return;
      event.preventDefault();
      // Holding a drop key would slam piece after piece: one drop per press.
      if (action === 'hardDrop' && event.repeat) return;
      input(action);
    }
  });

  const gesture = (actions: SwipeAction[]) => {
    for (const a of actions) input(GESTURES[a]);
  };

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    if (hud.status === 'ready' || hud.status === 'paused') {
      // A tap on the waiting board starts or resumes; it is not also a move.
      resume();
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    swipe.start(event.clientX, event.clientY, event.timeStamp);
  }

  function toggleFromButton() {
    toggle();
    focusStage();
  }

  function playAgain() {
    restart();
    focusStage();
  }

  return (
    <>
      <GamePage
        title="Falling blocks"
        layoutRef={layout}
        className="tetris"
        hud={
          <TetrisHudBar
            hud={hud}
            previewCell={space.sideBySide ? 20 : 12}
            dpr={space.dpr}
            onToggle={toggleFromButton}
          />
        }
      >
        <div
          ref={stage}
          className="game-stage tetris-stage"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the board takes keyboard input
          tabIndex={0}
          role="application"
          aria-label="Falling blocks game"
          aria-describedby="tetris-help"
          style={{ width: `${fit.cssWidth}px` }}
          onPointerDown={onPointerDown}
          onPointerMove={(e) => gesture(swipe.move(e.clientX, e.clientY))}
          onPointerUp={(e) => gesture(swipe.end(e.clientX, e.clientY, e.timeStamp))}
          onPointerCancel={() => swipe.cancel()}
        >
          <canvas
            ref={canvas}
            className="tetris-canvas"
            role="img"
            aria-label="Falling blocks board"
            width={fit.width}
            height={fit.height}
            style={{ width: `${fit.cssWidth}px`, height: `${fit.cssHeight}px` }}
          />
          <TetrisOverlay status={hud.status} />
        </div>
        <div className="game-end tetris-side">
          <TetrisControls ref={controls} onInput={input} disabled={hud.status !== 'running'} />
          <p id="tetris-help" className="hint tetris-help">
            Keys: Space or P starts and pauses, ← and → move, ↑ rotates, ↓ drops. On a touch screen tap the
            board to start, swipe left or right to move, swipe down to drop and tap to rotate.
          </p>
        </div>
      </GamePage>
      <GameOverDialog open={hud.status === 'gameover'} score={hud.score} onPlayAgain={playAgain} />
    </>
  );
}
