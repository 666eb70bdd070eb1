import { type CSSProperties, type PointerEvent, useEffect, useRef } from 'react';
import {
  FIELD_WIDTH,
  LEVEL_COUNT,
  PADDLE_WIDTH,
} from '../../../../games/brickbreaker/brickbreaker-constants';
import { LEVELS } from '../../../../games/brickbreaker/levels';
import { backingSize, clientToLogical } from '../canvas/canvas-size';
import { GamePage } from '../canvas/game-page';
import { type GameKey, useGameKeys } from '../canvas/use-game-keys';
import { useGameSpace } from '../canvas/use-game-space';
import { BrickBreakerOverlay } from './brickbreaker-overlay';
import { useBrickBreakerGame } from './use-brickbreaker-game';
import './brickbreaker.css';

/** The square field is shown at most at its logical size, and never smaller than this. */
const MIN_FIELD_PX = 160;

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

export default function BrickBreakerPage() {
  const layout = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const dragging = useRef<number | null>(null);
  const { hud, space, move, touch, placePaddle } = useBrickBreakerGame(canvas);
  // The field is as large as the room left under the header, title and score line allows.
  const room = useGameSpace(layout, stage);
  const measured = room.width > 0 && room.height > 0;
  const field = Math.max(MIN_FIELD_PX, Math.min(FIELD_WIDTH, room.width, room.height));
  const backing = backingSize(field, field, room.dpr);
  const fieldStyle = measured ? ({ '--bb-field': `${field}px` } as CSSProperties) : undefined;

  const focusStage = () => stage.current?.focus({ preventScroll: true });
  useEffect(() => {
    stage.current?.focus({ preventScroll: true });
  }, []);

  useGameKeys(layout, stage, ({ event, source }: GameKey) => {
    if (event.key === ' ') {
      // Space on the 'Send score.' button presses the button.
      if (source === 'control') return;
      event.preventDefault();
      if (!event.repeat) space();
    } else if (ARROWS.has(event.key)) {
      // With nothing focused the arrows scroll the page until a game runs.
      if (source === 'page' && hud.status !== 'running') return;
      event.preventDefault();
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  });

  const paddleAt = (clientX: number) => {
    const rect = canvas.current?.getBoundingClientRect();
    if (rect) placePaddle(clientToLogical(clientX, rect, FIELD_WIDTH) - PADDLE_WIDTH / 2);
  };

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    dragging.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    touch();
    paddleAt(event.clientX);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current === event.pointerId) paddleAt(event.clientX);
  }

  const endDrag = () => {
    dragging.current = null;
  };

  return (
    <GamePage
      title="Brick breaker"
      layoutRef={layout}
      className="bb"
      hud={
        <div className="bb-header">
          <p>
            Score: <strong>{hud.score}</strong>
          </p>
          <p>
            Lives: <strong>{hud.lives}</strong>
          </p>
          <p>
            Level {hud.level} of {LEVEL_COUNT}
            <span className="bb-level-name"> · {LEVELS[hud.level - 1]?.name}</span>
          </p>
        </div>
      }
    >
      <div
        ref={stage}
        className="game-stage bb-stage"
        style={fieldStyle}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the play field takes keyboard input
        tabIndex={0}
        role="application"
        aria-label="Brick breaker game"
        aria-describedby="bb-help"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <canvas
          ref={canvas}
          className="bb-canvas"
          role="img"
          aria-label={`Brick breaker field, level ${hud.level}`}
          width={backing.width}
          height={backing.height}
        />
        <BrickBreakerOverlay hud={hud} onSent={focusStage} />
      </div>
      <div className="game-end bb-side">
        <p id="bb-help" className="hint bb-help">
          Keys: Space starts, pauses and resumes; ← and → move the paddle. On a touch screen, touch the field
          to start and drag or swipe to move the paddle.
        </p>
      </div>
    </GamePage>
  );
}
