import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  advanceBrickBreaker,
  type BrickBreakerState,
  type BrickBreakerStatus,
  createBrickBreaker,
  movePaddle,
  pressSpace,
  setPaddleX,
  startGame,
} from '../../../../games/brickbreaker/brickbreaker-engine';
import { useFrameLoop } from '../canvas/use-frame-loop';
import { createBackgroundCache, drawBrickBreaker } from './brickbreaker-renderer';
import { preloadLevelArt } from './level-art';

/** What the page shows in HTML; changes on a brick hit, a lost life, a level or a status change. */
export interface BrickBreakerHud {
  readonly score: number;
  readonly lives: number;
  readonly level: number;
  readonly status: BrickBreakerStatus;
}

const hudOf = ({ score, lives, level, status }: BrickBreakerState): BrickBreakerHud => ({
  score,
  lives,
  level,
  status,
});

const sameHud = (a: BrickBreakerHud, b: BrickBreakerState) =>
  a.score === b.score && a.lives === b.lives && a.level === b.level && a.status === b.status;

const TRAIL_LENGTH = 5;

/**
 * One brick breaker game: engine state in a ref, advanced and drawn from requestAnimationFrame;
 * React state only for the header and the overlays. Hiding the tab pauses the game.
 */
export function useBrickBreakerGame(canvasRef: RefObject<HTMLCanvasElement | null>) {
  const game = useRef<BrickBreakerState>(createBrickBreaker());
  const [hud, setHud] = useState<BrickBreakerHud>(() => hudOf(game.current));
  const shown = useRef(hud);
  const images = useRef<readonly HTMLImageElement[]>([]);
  const cache = useRef(createBackgroundCache());
  const drawn = useRef({ state: null as BrickBreakerState | null, key: '' });
  const trail = useRef<{ x: number; y: number }[]>([]);
  const calm = useRef(false);

  useEffect(() => {
    images.current = preloadLevelArt();
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    calm.current = query?.matches ?? false;
    const onChange = () => {
      calm.current = query?.matches ?? false;
    };
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);

  const render = useCallback(() => {
    const state = game.current;
    const canvas = canvasRef.current;
    if (!canvas) return;
    const image = images.current[state.level - 1];
    const key = `${canvas.width}x${canvas.height}:${image?.complete && image.naturalWidth > 0}`;
    if (drawn.current.state !== state || drawn.current.key !== key) {
      const last = trail.current.at(-1);
      // A new life, level or game puts the ball back on the paddle: no trail across the jump.
      if (last && Math.hypot(last.x - state.ball.x, last.y - state.ball.y) > 80) trail.current = [];
      if (state.status === 'running' && !calm.current) {
        trail.current.push({ x: state.ball.x, y: state.ball.y });
        if (trail.current.length > TRAIL_LENGTH) trail.current.shift();
      } else trail.current = [];
      const ctx = canvas.getContext('2d');
      if (ctx)
        drawBrickBreaker(ctx, state, { images: images.current, cache: cache.current, trail: trail.current });
      drawn.current = { state, key };
    }
    if (!sameHud(shown.current, state)) {
      shown.current = hudOf(state);
      setHud(shown.current);
    }
  }, [canvasRef]);

  useFrameLoop((elapsed) => {
    game.current = advanceBrickBreaker(game.current, elapsed);
    render();
  });

  const update = useCallback(
    (change: (state: BrickBreakerState) => BrickBreakerState) => {
      game.current = change(game.current);
      render();
    },
    [render],
  );

  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden && game.current.status === 'running') update(pressSpace);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [update]);

  return {
    hud,
    space: useCallback(() => update(pressSpace), [update]),
    move: useCallback((direction: -1 | 1) => update((s) => movePaddle(s, direction)), [update]),
    /** A touch: starts, resumes or restarts a game that is not running. */
    touch: useCallback(() => update((s) => (s.status === 'running' ? s : startGame(s))), [update]),
    /** Puts the paddle's left edge at x (logical pixels). */
    placePaddle: useCallback((x: number) => update((s) => setPaddleX(s, x)), [update]),
  };
}
