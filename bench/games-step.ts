/**
 * Step benchmark for the pure game engines: how long one tick (or one player action) takes on a
 * realistic mid-game state. Run directly with `npx tsx bench/games-step.ts` to print a table.
 */
import { pathToFileURL } from 'node:url';
import { PADDLE_WIDTH } from '../src/games/brickbreaker/brickbreaker-constants';
import {
  advanceBrickBreaker,
  type BrickBreakerState,
  brickBreakerTick,
  createBrickBreaker,
  pressSpace,
  setPaddleX,
} from '../src/games/brickbreaker/brickbreaker-engine';
import { advanceMemory, createMemory, flipCard, type MemoryState } from '../src/games/memory/memory-engine';
import { boardFromRows } from '../src/games/tetris/tetris-board';
import {
  applyTetrisInput,
  createTetris,
  type TetrisState,
  tetrisTick,
} from '../src/games/tetris/tetris-engine';

export interface StepBenchResult {
  game: string;
  stepsPerSec: number;
  usPerStep: number;
}

const DEFAULT_STEPS = 200_000;
/** One 60 Hz-ish display frame, for the memory game's timer. */
const FRAME_MS = 16;

function measure(game: string, steps: number, run: (i: number) => void): StepBenchResult {
  for (let i = 0; i < Math.min(steps, 20_000); i++) run(i); // warm up the JIT
  const start = performance.now();
  for (let i = 0; i < steps; i++) run(i);
  const ms = performance.now() - start;
  return { game, stepsPerSec: Math.round((steps / ms) * 1000), usPerStep: (ms * 1000) / steps };
}

/** A half-full well: ticks mostly move a piece; every 12th step is an input, some lock and clear. */
function tetrisMidGame(): TetrisState {
  const rows = ['..T..OO...', '.IIII.SS..', 'JJ.ZZ.LLL.', 'JLLLZZTTT.', 'IIIIOOSSZ.', 'OOTTTJJJL.'];
  return { ...createTetris(2024), board: boardFromRows(rows), score: 1200, lines: 12 };
}

function benchTetris(steps: number): StepBenchResult {
  const start = tetrisMidGame();
  const inputs = ['left', 'rotate', 'right', 'hardDrop'] as const;
  let state = start;
  return measure('TETRIS', steps, (i) => {
    state = i % 12 === 0 ? applyTetrisInput(state, inputs[(i / 12) % 4]!) : tetrisTick(state);
    if (state.status === 'gameover') state = start;
  });
}

/** Level 3 with a third of its bricks gone; the paddle tracks the ball like a player would. */
function brickBreakerMidGame(): BrickBreakerState {
  let state = pressSpace(createBrickBreaker());
  state = {
    ...state,
    level: 3,
    score: 2000,
    bricks: state.bricks.map((b, i) => ({ ...b, alive: i % 3 !== 0 })),
  };
  return advanceBrickBreaker(state, 2000);
}

function benchBrickBreaker(steps: number): StepBenchResult {
  const start = brickBreakerMidGame();
  let state = start;
  return measure('brickbreaker', steps, () => {
    state = brickBreakerTick(setPaddleX(state, state.ball.x - PADDLE_WIDTH / 2));
    if (state.status !== 'running' || state.level !== start.level) state = start;
  });
}

/** A 20-card board with a few pairs found; steps are 16 ms frames with a flip every 8th. */
function memoryMidGame(): MemoryState {
  let state = createMemory(77, 20);
  for (let i = 0; i < 6; i++) state = advanceMemory(flipCard(flipCard(state, i), i + 7), 1000);
  return state;
}

function benchMemory(steps: number): StepBenchResult {
  const start = memoryMidGame();
  let state = start;
  return measure('memory', steps, (i) => {
    state = i % 8 === 0 ? flipCard(state, (i >> 3) % 20) : advanceMemory(state, FRAME_MS);
    if (state.status !== 'playing') state = start;
  });
}

export async function benchGameSteps(steps = DEFAULT_STEPS): Promise<StepBenchResult[]> {
  return [benchTetris(steps), benchBrickBreaker(steps), benchMemory(steps)];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchGameSteps();
  console.table(
    results.map((r) => ({
      game: r.game,
      'steps/s': r.stepsPerSec.toLocaleString('en-US'),
      'µs/step': r.usPerStep.toFixed(3),
    })),
  );
}
