import { describe, expect, it } from 'vitest';
import {
  BALL_RADIUS,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  PADDLE_STEP,
  PADDLE_WIDTH,
  PADDLE_Y,
} from './brickbreaker-constants';
import {
  advanceBrickBreaker,
  type BrickBreakerState,
  brickBreakerTick,
  createBrickBreaker,
  movePaddle,
  pressSpace,
  setPaddleX,
  startGame,
} from './brickbreaker-engine';
import { type Brick, levelBricks } from './levels';

const running = (): BrickBreakerState => pressSpace(createBrickBreaker());
const target: Brick = { x: 100, y: 100, w: 49, h: 20, color: 'green', alive: true };
/** A ball just under `target`, moving up into it. */
const underTarget = { x: 120, y: 129, vx: 0, vy: -4 };
/** A ball falling past the paddle's far side. */
const missing = { x: 20, y: FIELD_HEIGHT - 2, vx: 0, vy: 4 };

describe('states', () => {
  it('starts ready on level 1 with 3 lives and does not move until started', () => {
    const game = createBrickBreaker();
    expect(game).toMatchObject({ status: 'ready', level: 1, lives: 3, score: 0 });
    expect(game.bricks).toEqual(levelBricks(1));
    expect(advanceBrickBreaker(game, 500)).toBe(game);
  });

  it('Space starts, pauses and resumes; a paused ball stays put', () => {
    const game = running();
    expect(game.status).toBe('running');
    const moved = advanceBrickBreaker(game, 160);
    expect(moved.ball.y).toBeLessThan(game.ball.y);
    const paused = pressSpace(moved);
    expect(paused.status).toBe('paused');
    expect(advanceBrickBreaker(paused, 1000).ball).toEqual(paused.ball);
    expect(pressSpace(paused).status).toBe('running');
    expect(startGame(paused).status).toBe('running');
    expect(startGame(moved)).toBe(moved); // a touch while running does not pause
  });
});

describe('paddle control', () => {
  it('moves 20 px per arrow press and stays inside the field', () => {
    let game = running();
    const start = game.paddleX;
    game = movePaddle(game, -1);
    expect(game.paddleX).toBe(start - PADDLE_STEP);
    for (let i = 0; i < 50; i++) game = movePaddle(game, -1);
    expect(game.paddleX).toBe(0);
    for (let i = 0; i < 50; i++) game = movePaddle(game, 1);
    expect(game.paddleX).toBe(FIELD_WIDTH - PADDLE_WIDTH);
  });

  it('follows a touch position, clamped, only while running', () => {
    expect(setPaddleX(running(), 123).paddleX).toBe(123);
    expect(setPaddleX(running(), 9999).paddleX).toBe(FIELD_WIDTH - PADDLE_WIDTH);
    expect(setPaddleX(running(), -50).paddleX).toBe(0);
    const ready = createBrickBreaker();
    expect(setPaddleX(ready, 0)).toBe(ready);
  });
});

describe('bricks and scoring', () => {
  it('scores 100 per brick and bounces the ball back', () => {
    const game = { ...running(), bricks: [target, { ...target, x: 300 }] };
    const after = brickBreakerTick({ ...game, ball: underTarget });
    expect(after.score).toBe(100);
    expect(after.bricks.filter((b) => b.alive)).toHaveLength(1);
    expect(after.ball.vy).toBeGreaterThan(0);
  });

  it('bounces off the paddle during play', () => {
    const game = {
      ...running(),
      paddleX: 250,
      ball: { x: 300, y: PADDLE_Y - BALL_RADIUS - 3, vx: 0, vy: 4 },
    };
    expect(brickBreakerTick(game).ball.vy).toBeLessThan(0);
  });
});

describe('lives', () => {
  it('costs a life and resets the ball when the ball is missed', () => {
    const game = { ...running(), paddleX: 400, ball: missing };
    let after = game;
    for (let i = 0; i < 10 && after.lives === 3; i++) after = brickBreakerTick(after);
    expect(after.lives).toBe(2);
    expect(after.status).toBe('running');
    expect(after.ball.y).toBeLessThan(PADDLE_Y);
    expect(after.ball.vy).toBeLessThan(0);
  });

  it('ends the game when the last life is lost, and Space restarts from scratch', () => {
    let game: BrickBreakerState = {
      ...running(),
      lives: 1,
      score: 700,
      level: 3,
      paddleX: 400,
      ball: missing,
    };
    for (let i = 0; i < 10; i++) game = brickBreakerTick(game);
    expect(game.status).toBe('gameover');
    expect(game.lives).toBe(0);
    expect(game.score).toBe(700);
    const restarted = pressSpace(game);
    expect(restarted).toMatchObject({ status: 'running', level: 1, lives: 3, score: 0 });
    expect(restarted.bricks).toEqual(levelBricks(1));
  });
});

describe('levels', () => {
  it('moves to the next level with a fresh layout and ball when the last brick breaks', () => {
    const game = { ...running(), level: 2, score: 500, paddleX: 10, bricks: [target], ball: underTarget };
    const after = brickBreakerTick(game);
    expect(after.level).toBe(3);
    expect(after.score).toBe(600);
    expect(after.status).toBe('running');
    expect(after.bricks).toEqual(levelBricks(3));
    expect(after.ball.y).toBeGreaterThan(PADDLE_Y - 20);
    expect(after.ball.vy).toBeLessThan(0);
  });

  it('ends with a win after level 5 is cleared; Space then restarts at level 1', () => {
    const game = { ...running(), level: 5, score: 900, bricks: [target], ball: underTarget };
    const won = brickBreakerTick(game);
    expect(won).toMatchObject({ status: 'won', level: 5, score: 1000 });
    expect(advanceBrickBreaker(won, 1000)).toBe(won);
    expect(pressSpace(won)).toMatchObject({ status: 'running', level: 1, lives: 3, score: 0 });
  });
});

describe('fixed time step', () => {
  it('ticks every 16 ms regardless of frame length', () => {
    const game = running();
    const oneTick = brickBreakerTick(game);
    expect(advanceBrickBreaker(game, 15.9).ball).toEqual(game.ball);
    expect(advanceBrickBreaker(game, 16).ball).toEqual(oneTick.ball);
    expect(advanceBrickBreaker(advanceBrickBreaker(game, 10), 6).ball).toEqual(oneTick.ball);
  });

  it('plays the same game at 60 Hz and 120 Hz', () => {
    // Inputs at multiples of 50 ms land exactly on a frame at both rates.
    const script: [number, -1 | 1][] = [
      [1050, 1],
      [1100, 1],
      [2350, -1],
      [3650, -1],
      [3700, -1],
      [5250, 1],
      [7450, 1],
      [9150, -1],
    ];
    const play = (hz: number) => {
      let game = running();
      let next = 0;
      for (let i = 1; i <= 12 * hz; i++) {
        game = advanceBrickBreaker(game, 1000 / hz);
        while (next < script.length && script[next]![0] <= (i * 1000) / hz + 1e-6) {
          game = movePaddle(game, script[next]![1]);
          next++;
        }
      }
      return game;
    };
    const at60 = play(60);
    const at120 = play(120);
    expect({ ...at120, carryMs: 0 }).toEqual({ ...at60, carryMs: 0 });
    expect(at60.score).toBeGreaterThan(0);
  });
});
