/** Draws the brick breaker field from engine state, in the engine's 600×600 logical pixels. */
import {
  BALL_RADIUS,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  PADDLE_HEIGHT,
  PADDLE_WIDTH,
  PADDLE_Y,
} from '../../../../games/brickbreaker/brickbreaker-constants';
import type { BrickBreakerState } from '../../../../games/brickbreaker/brickbreaker-engine';
import type { BrickColor } from '../../../../games/brickbreaker/levels';

const BRICK_COLORS: Readonly<Record<BrickColor, string>> = {
  red: '#e24b4b',
  green: '#3fb35e',
  blue: '#3f78e0',
  yellow: '#f4c93a',
  pink: '#f27ec4',
  white: '#f6f3fa',
  black: '#17131d',
  grey: '#a19eab',
};

/** A background rendered once at the canvas's backing size, so each frame only copies pixels. */
interface BackgroundCache {
  image: HTMLImageElement | null;
  width: number;
  height: number;
  bitmap: HTMLCanvasElement | null;
}

export function createBackgroundCache(): BackgroundCache {
  return { image: null, width: 0, height: 0, bitmap: null };
}

function background(
  cache: BackgroundCache,
  image: HTMLImageElement | undefined,
  width: number,
  height: number,
) {
  if (!image?.complete || image.naturalWidth === 0) return null;
  if (cache.image !== image || cache.width !== width || cache.height !== height || !cache.bitmap) {
    const bitmap = document.createElement('canvas');
    bitmap.width = width;
    bitmap.height = height;
    bitmap.getContext('2d')?.drawImage(image, 0, 0, width, height);
    Object.assign(cache, { image, width, height, bitmap });
  }
  return cache.bitmap;
}

export interface DrawOptions {
  readonly images: readonly HTMLImageElement[];
  readonly cache: BackgroundCache;
  /** Recent ball positions, oldest first; empty when motion should be kept to a minimum. */
  readonly trail: readonly { x: number; y: number }[];
}

export function drawBrickBreaker(
  ctx: CanvasRenderingContext2D,
  state: BrickBreakerState,
  { images, cache, trail }: DrawOptions,
): void {
  const { width, height } = ctx.canvas;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const bitmap = background(cache, images[state.level - 1], width, height);
  if (bitmap) ctx.drawImage(bitmap, 0, 0);
  else {
    ctx.fillStyle = '#2a2338';
    ctx.fillRect(0, 0, width, height);
  }

  ctx.setTransform(width / FIELD_WIDTH, 0, 0, height / FIELD_HEIGHT, 0, 0);
  for (const brick of state.bricks) {
    if (!brick.alive) continue;
    ctx.fillStyle = BRICK_COLORS[brick.color];
    ctx.fillRect(brick.x, brick.y, brick.w, brick.h);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.3)';
    ctx.fillRect(brick.x, brick.y, brick.w, 3);
    ctx.strokeStyle = brick.color === 'black' ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.35)';
    ctx.lineWidth = 1;
    ctx.strokeRect(brick.x + 0.5, brick.y + 0.5, brick.w - 1, brick.h - 1);
  }

  ctx.fillStyle = '#f6f3fa';
  ctx.strokeStyle = '#5b2a86';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(state.paddleX, PADDLE_Y, PADDLE_WIDTH, PADDLE_HEIGHT, PADDLE_HEIGHT / 2);
  ctx.fill();
  ctx.stroke();

  trail.forEach((p, i) => {
    ctx.fillStyle = `rgba(255, 222, 120, ${((i + 1) / (trail.length + 1)) * 0.35})`;
    ctx.beginPath();
    ctx.arc(p.x, p.y, BALL_RADIUS * (0.5 + (0.5 * (i + 1)) / (trail.length + 1)), 0, Math.PI * 2);
    ctx.fill();
  });

  ctx.fillStyle = '#ffde78';
  ctx.strokeStyle = '#3a2a10';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(state.ball.x, state.ball.y, BALL_RADIUS, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}
