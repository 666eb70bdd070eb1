/** Pure collision maths for one ball: walls, paddle and bricks. Velocities are pixels per tick. */
import {
  BALL_RADIUS,
  BALL_SPEED,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  LAUNCH_ANGLE,
  MAX_BOUNCE_ANGLE,
  PADDLE_HEIGHT,
  PADDLE_WIDTH,
  PADDLE_Y,
} from './brickbreaker-constants';
import type { Brick } from './levels';

export interface Ball {
  readonly x: number;
  readonly y: number;
  readonly vx: number;
  readonly vy: number;
}

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A ball resting on the middle of the paddle, about to go up along LAUNCH_ANGLE. */
export function launchBall(paddleX: number): Ball {
  return {
    x: paddleX + PADDLE_WIDTH / 2,
    y: PADDLE_Y - BALL_RADIUS,
    vx: BALL_SPEED * Math.sin(LAUNCH_ANGLE),
    vy: -BALL_SPEED * Math.cos(LAUNCH_ANGLE),
  };
}

export function moveBall(ball: Ball): Ball {
  return { ...ball, x: ball.x + ball.vx, y: ball.y + ball.vy };
}

/** Reflects off the left, right and top walls. The bottom is open: see isBallLost. */
export function bounceOffWalls(ball: Ball): Ball {
  let { x, y, vx, vy } = ball;
  if (x - BALL_RADIUS < 0) {
    x = BALL_RADIUS;
    vx = Math.abs(vx);
  } else if (x + BALL_RADIUS > FIELD_WIDTH) {
    x = FIELD_WIDTH - BALL_RADIUS;
    vx = -Math.abs(vx);
  }
  if (y - BALL_RADIUS < 0) {
    y = BALL_RADIUS;
    vy = Math.abs(vy);
  }
  return x === ball.x && y === ball.y && vx === ball.vx && vy === ball.vy ? ball : { x, y, vx, vy };
}

/** The ball has fully left the field through the bottom. */
export function isBallLost(ball: Ball): boolean {
  return ball.y - BALL_RADIUS > FIELD_HEIGHT;
}

export function circleHitsRect(ball: Ball, rect: Rect): boolean {
  const nearestX = Math.max(rect.x, Math.min(ball.x, rect.x + rect.w));
  const nearestY = Math.max(rect.y, Math.min(ball.y, rect.y + rect.h));
  const dx = ball.x - nearestX;
  const dy = ball.y - nearestY;
  return dx * dx + dy * dy <= BALL_RADIUS * BALL_RADIUS;
}

/**
 * Bounces a falling ball off the paddle. Where it lands sets the new direction: the centre sends
 * it straight up, the edges up to MAX_BOUNCE_ANGLE towards that side. Returns null on a miss.
 */
export function bounceOffPaddle(ball: Ball, paddleX: number): Ball | null {
  const paddle = { x: paddleX, y: PADDLE_Y, w: PADDLE_WIDTH, h: PADDLE_HEIGHT };
  // Only a descending ball whose centre has not yet passed the paddle can be saved.
  if (ball.vy <= 0 || ball.y > PADDLE_Y + PADDLE_HEIGHT || !circleHitsRect(ball, paddle)) return null;
  const half = PADDLE_WIDTH / 2;
  const offset = Math.max(-1, Math.min(1, (ball.x - (paddleX + half)) / half));
  const angle = offset * MAX_BOUNCE_ANGLE;
  return {
    x: ball.x,
    y: PADDLE_Y - BALL_RADIUS,
    vx: BALL_SPEED * Math.sin(angle),
    vy: -BALL_SPEED * Math.cos(angle),
  };
}

export interface BrickHitResult {
  readonly ball: Ball;
  readonly bricks: readonly Brick[];
  readonly hits: number;
}

/**
 * Breaks every live brick the ball touches and bounces off them. The bounce axis is the one with
 * the smaller overlap (a side hit flips vx, a top or bottom hit flips vy). Directions are set, not
 * toggled, so touching two neighbouring bricks in one tick cannot cancel the bounce.
 */
export function hitBricks(ball: Ball, bricks: readonly Brick[]): BrickHitResult {
  let { vx, vy } = ball;
  let next: Brick[] | null = null;
  let hits = 0;
  for (let i = 0; i < bricks.length; i++) {
    const brick = bricks[i] as Brick;
    if (!brick.alive || !circleHitsRect(ball, brick)) continue;
    next ??= [...bricks];
    next[i] = { ...brick, alive: false };
    hits++;
    const overlapX = Math.min(ball.x + BALL_RADIUS - brick.x, brick.x + brick.w - (ball.x - BALL_RADIUS));
    const overlapY = Math.min(ball.y + BALL_RADIUS - brick.y, brick.y + brick.h - (ball.y - BALL_RADIUS));
    if (overlapX < overlapY) vx = ball.x < brick.x + brick.w / 2 ? -Math.abs(vx) : Math.abs(vx);
    else vy = ball.y < brick.y + brick.h / 2 ? -Math.abs(vy) : Math.abs(vy);
  }
  if (next === null) return { ball, bricks, hits: 0 };
  return { ball: { ...ball, vx, vy }, bricks: next, hits };
}
