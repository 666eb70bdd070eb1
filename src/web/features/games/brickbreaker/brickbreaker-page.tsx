import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import {
  FIELD_WIDTH,
  LEVEL_COUNT,
  PADDLE_WIDTH,
} from '../../../../games/brickbreaker/brickbreaker-constants';
import { LEVELS } from '../../../../games/brickbreaker/levels';
import { Page } from '../../../ui/page';
import { backingSize, clientToLogical } from '../canvas/canvas-size';
import { useMeasure } from '../canvas/use-measure';
import { BrickBreakerOverlay } from './brickbreaker-overlay';
import { useBrickBreakerGame } from './use-brickbreaker-game';
import '../canvas/game-stage.css';
import './brickbreaker.css';

export default function BrickBreakerPage() {
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const dragging = useRef<number | null>(null);
  const { hud, space, move, touch, placePaddle } = useBrickBreakerGame(canvas);
  const measure = useMeasure(canvas);
  const backing = backingSize(measure.width, measure.height, measure.dpr);

  const focusStage = () => stage.current?.focus({ preventScroll: true });
  useEffect(() => {
    stage.current?.focus({ preventScroll: true });
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ') {
      // Space on the 'Send score.' button presses the button.
      if (event.target !== stage.current) return;
      event.preventDefault();
      if (!event.repeat) space();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

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
    <Page title="Brick breaker" wide>
      <div className="bb">
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
        <div
          ref={stage}
          className="game-stage bb-stage"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the play field takes keyboard input
          tabIndex={0}
          role="application"
          aria-label="Brick breaker game"
          aria-describedby="bb-help"
          onKeyDown={onKeyDown}
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
        <p id="bb-help" className="hint bb-help">
          Keys: Space starts, pauses and resumes; ← and → move the paddle. On a touch screen, touch the field
          to start and drag or swipe to move the paddle.
        </p>
      </div>
    </Page>
  );
}
