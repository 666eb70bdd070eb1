/**
 * Brick breaker engine: pure functions from state to state, advanced in fixed 16 ms ticks.
 * ready → running ⇄ paused → gameover | won; start or Space at the end restarts from level 1.
 */
import { runFixedSteps } from '../fixed-step';
import {
  type Ball,
  bounceOffPaddle,
  bounceOffWalls,
  hitBricks,
  isBallLost,
  launchBall,
  moveBall,
} from './ball-physics';
import {
  FIELD_WIDTH,
  LEVEL_COUNT,
  PADDLE_STEP,
  PADDLE_WIDTH,
  POINTS_PER_BRICK,
  START_LIVES,
  TICK_MS,
} from './brickbreaker-constants';
import { type Brick, levelBricks } from './levels';

export type BrickBreakerStatus = 'ready' | 'running' | 'paused' | 'gameover' | 'won';

export interface BrickBreakerState {
  readonly status: BrickBreakerStatus;
  /** 1-based, for the 'Level N of 5' header. */
  readonly level: number;
  readonly lives: number;
  readonly score: number;
  /** Left edge of the paddle. */
  readonly paddleX: number;
  readonly ball: Ball;
  readonly bricks: readonly Brick[];
  /** Time towards the next tick (see fixed-step.ts). */
  readonly carryMs: number;
}

const CENTRED_PADDLE_X = (FIELD_WIDTH - PADDLE_WIDTH) / 2;

/** A fresh game on level 1, waiting for Space or a touch. */
export function createBrickBreaker(): BrickBreakerState {
  return {
    status: 'ready',
    level: 1,
    lives: START_LIVES,
    score: 0,
    paddleX: CENTRED_PADDLE_X,
    ball: launchBall(CENTRED_PADDLE_X),
    bricks: levelBricks(1),
    carryMs: 0,
  };
}

/** Start (or touch): starts a new game, resumes a paused one, restarts after the end. */
export function startGame(state: BrickBreakerState): BrickBreakerState {
  switch (state.status) {
    case 'ready':
    case 'paused':
      return { ...state, status: 'running', carryMs: 0 };
    case 'gameover':
    case 'won':
      return { ...createBrickBreaker(), status: 'running' };
    case 'running':
      return state;
  }
}

/** Space: pauses a running game, otherwise behaves like startGame. */
export function pressSpace(state: BrickBreakerState): BrickBreakerState {
  return state.status === 'running' ? { ...state, status: 'paused', carryMs: 0 } : startGame(state);
}

/** One arrow-key press: -1 moves left, +1 right, PADDLE_STEP pixels. */
export function movePaddle(state: BrickBreakerState, direction: -1 | 1): BrickBreakerState {
  return setPaddleX(state, state.paddleX + direction * PADDLE_STEP);
}

/** Places the paddle's left edge (touch swipes); clamped to the field. Ignored unless running. */
export function setPaddleX(state: BrickBreakerState, x: number): BrickBreakerState {
  if (state.status !== 'running' || !Number.isFinite(x)) return state;
  const paddleX = Math.max(0, Math.min(FIELD_WIDTH - PADDLE_WIDTH, x));
  return paddleX === state.paddleX ? state : { ...state, paddleX };
}

/** One 16 ms tick: move the ball, bounce, break bricks, lose a life or change level. */
export function brickBreakerTick(state: BrickBreakerState): BrickBreakerState {
  if (state.status !== 'running') return state;
  let ball = bounceOffWalls(moveBall(state.ball));
  ball = bounceOffPaddle(ball, state.paddleX) ?? ball;
  const hit = hitBricks(ball, state.bricks);
  const next: BrickBreakerState = {
    ...state,
    ball: hit.ball,
    bricks: hit.bricks,
    score: state.score + hit.hits * POINTS_PER_BRICK,
  };
  if (hit.hits > 0 && !next.bricks.some((b) => b.alive)) return finishLevel(next);
  if (isBallLost(next.ball)) return loseLife(next);
  return next;
}

/** Feeds real elapsed frame time in; runs as many whole 16 ms ticks as fit. */
export function advanceBrickBreaker(state: BrickBreakerState, elapsedMs: number): BrickBreakerState {
  if (state.status !== 'running') return state;
  const result = runFixedSteps(state, state.carryMs, elapsedMs, TICK_MS, brickBreakerTick);
  return { ...result.state, carryMs: result.state.status === 'running' ? result.carryMs : 0 };
}

function resetBall(state: BrickBreakerState): BrickBreakerState {
  return { ...state, paddleX: CENTRED_PADDLE_X, ball: launchBall(CENTRED_PADDLE_X) };
}

function finishLevel(state: BrickBreakerState): BrickBreakerState {
  if (state.level >= LEVEL_COUNT) return { ...state, status: 'won', carryMs: 0 };
  const level = state.level + 1;
  return resetBall({ ...state, level, bricks: levelBricks(level) });
}

function loseLife(state: BrickBreakerState): BrickBreakerState {
  const lives = state.lives - 1;
  if (lives <= 0) return { ...state, lives: 0, status: 'gameover', carryMs: 0 };
  return resetBall({ ...state, lives });
}
