import { describe, expect, it } from 'vitest';
import {
  type Ball,
  bounceOffPaddle,
  bounceOffWalls,
  hitBricks,
  isBallLost,
  launchBall,
} from './ball-physics';
import {
  BALL_RADIUS,
  BALL_SPEED,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  PADDLE_WIDTH,
  PADDLE_Y,
} from './brickbreaker-constants';
import type { Brick } from './levels';

const speed = (b: Ball) => Math.hypot(b.vx, b.vy);
const brick = (x: number, y: number): Brick => ({ x, y, w: 49, h: 20, color: 'red', alive: true });

describe('walls', () => {
  it('reflects off the left, right and top walls', () => {
    expect(bounceOffWalls({ x: 5, y: 300, vx: -3, vy: 2 })).toEqual({ x: BALL_RADIUS, y: 300, vx: 3, vy: 2 });
    expect(bounceOffWalls({ x: FIELD_WIDTH - 2, y: 300, vx: 3, vy: 2 })).toMatchObject({
      x: FIELD_WIDTH - BALL_RADIUS,
      vx: -3,
    });
    expect(bounceOffWalls({ x: 300, y: 3, vx: 1, vy: -4 })).toMatchObject({ y: BALL_RADIUS, vy: 4 });
  });

  it('leaves a ball in open space alone and lets it out at the bottom', () => {
    const ball = { x: 300, y: 300, vx: 2, vy: 3 };
    expect(bounceOffWalls(ball)).toBe(ball);
    const falling = { x: 300, y: FIELD_HEIGHT + 5, vx: 0, vy: 4 };
    expect(bounceOffWalls(falling)).toBe(falling);
    expect(isBallLost(falling)).toBe(false);
    expect(isBallLost({ ...falling, y: FIELD_HEIGHT + BALL_RADIUS + 1 })).toBe(true);
  });
});

describe('paddle', () => {
  const paddleX = 250;
  const landing = (x: number): Ball => ({ x, y: PADDLE_Y - BALL_RADIUS + 2, vx: 0, vy: BALL_SPEED });

  it('sends a centre hit straight up at the same speed', () => {
    const out = bounceOffPaddle(landing(paddleX + PADDLE_WIDTH / 2), paddleX);
    expect(out?.vx).toBeCloseTo(0);
    expect(out?.vy).toBeCloseTo(-BALL_SPEED);
    expect(out?.y).toBe(PADDLE_Y - BALL_RADIUS);
  });

  it('sends the left part left and the right part right, steeper towards the edges', () => {
    const left = bounceOffPaddle(landing(paddleX + 20), paddleX)!;
    const right = bounceOffPaddle(landing(paddleX + 80), paddleX)!;
    const rightEdge = bounceOffPaddle(landing(paddleX + PADDLE_WIDTH), paddleX)!;
    expect(left.vx).toBeLessThan(0);
    expect(right.vx).toBeGreaterThan(0);
    expect(left.vy).toBeLessThan(0);
    expect(right.vy).toBeLessThan(0);
    expect(rightEdge.vx).toBeGreaterThan(right.vx);
    expect(left.vx).toBeCloseTo(-right.vx);
    for (const b of [left, right, rightEdge]) expect(speed(b)).toBeCloseTo(BALL_SPEED);
  });

  it('ignores misses and rising balls', () => {
    expect(bounceOffPaddle(landing(paddleX - 30), paddleX)).toBeNull();
    expect(bounceOffPaddle({ ...landing(paddleX + 50), vy: -BALL_SPEED }, paddleX)).toBeNull();
    expect(bounceOffPaddle({ x: paddleX + 50, y: 200, vx: 0, vy: 4 }, paddleX)).toBeNull();
  });

  it('launches upwards from the middle of the paddle', () => {
    const ball = launchBall(paddleX);
    expect(ball.x).toBe(paddleX + PADDLE_WIDTH / 2);
    expect(ball.vy).toBeLessThan(0);
    expect(speed(ball)).toBeCloseTo(BALL_SPEED);
  });
});

describe('bricks', () => {
  it('breaks a brick hit from below and sends the ball back down', () => {
    const bricks = [brick(100, 100), brick(300, 100)];
    const result = hitBricks({ x: 120, y: 125, vx: 1, vy: -4 }, bricks);
    expect(result.hits).toBe(1);
    expect(result.bricks.map((b) => b.alive)).toEqual([false, true]);
    expect(result.ball.vy).toBe(4);
    expect(result.ball.vx).toBe(1);
    expect(bricks[0]?.alive).toBe(true); // input untouched
  });

  it('reflects sideways off a brick side', () => {
    const result = hitBricks({ x: 94, y: 110, vx: 3, vy: -2 }, [brick(100, 100)]);
    expect(result.hits).toBe(1);
    expect(result.ball.vx).toBe(-3);
    expect(result.ball.vy).toBe(-2);
  });

  it('breaks two touching neighbours at once with a single bounce', () => {
    // Centred under the 10 px gap between two bricks: both are touched.
    const result = hitBricks({ x: 154, y: 126, vx: 0, vy: -4 }, [brick(100, 100), brick(159, 100)]);
    expect(result.hits).toBe(2);
    expect(result.ball.vy).toBe(4);
  });

  it('passes through broken bricks and returns the same objects when nothing is hit', () => {
    const ball = { x: 120, y: 125, vx: 1, vy: -4 };
    const bricks = [{ ...brick(100, 100), alive: false }];
    const result = hitBricks(ball, bricks);
    expect(result.hits).toBe(0);
    expect(result.ball).toBe(ball);
    expect(result.bricks).toBe(bricks);
  });
});
