/**
 * Falling-block game engine: pure functions from state to state. Randomness comes from the seed in
 * the state (7-bag randomiser), so a seed plus a list of inputs always replays the same game.
 */
import { runFixedSteps } from '../fixed-step';
import { shuffle } from '../random';
import {
  type ActivePiece,
  absoluteCells,
  type Board,
  clearFullLines,
  collides,
  emptyBoard,
  lockPiece,
} from './tetris-board';
import { COLS, POINTS_PER_LINE, TICK_MS } from './tetris-constants';
import { boxSize, nextRotation, PIECE_TYPES, type PieceType, pieceCells, WALL_KICKS } from './tetrominoes';

export type TetrisStatus = 'running' | 'gameover';
export type TetrisInput = 'left' | 'right' | 'rotate' | 'softDrop' | 'hardDrop';

export interface TetrisState {
  readonly board: Board;
  /** Null only once the game is over. */
  readonly active: ActivePiece | null;
  /** The piece shown in the preview; it spawns after the active one locks. */
  readonly next: PieceType;
  /** Pieces left in the current 7-bag, in draw order. */
  readonly bag: readonly PieceType[];
  readonly seed: number;
  readonly score: number;
  readonly lines: number;
  readonly status: TetrisStatus;
  /** Time towards the next gravity tick (see fixed-step.ts). */
  readonly carryMs: number;
}

export function createTetris(seed: number): TetrisState {
  const first = drawPiece([], seed);
  const second = drawPiece(first.bag, first.seed);
  return {
    board: emptyBoard(),
    active: spawnPosition(first.piece),
    next: second.piece,
    bag: second.bag,
    seed: second.seed,
    score: 0,
    lines: 0,
    status: 'running',
    carryMs: 0,
  };
}

/** Applies one player action immediately (between gravity ticks). */
export function applyTetrisInput(state: TetrisState, input: TetrisInput): TetrisState {
  const piece = state.active;
  if (state.status !== 'running' || piece === null) return state;
  switch (input) {
    case 'left':
      return tryMove(state, { ...piece, x: piece.x - 1 });
    case 'right':
      return tryMove(state, { ...piece, x: piece.x + 1 });
    case 'rotate':
      return rotate(state, piece);
    case 'softDrop':
      return fall(state, piece);
    case 'hardDrop':
      return settle(state, { ...piece, y: piece.y + dropDistance(state.board, piece) });
  }
}

/** One gravity tick: the piece falls a row, or locks if it cannot. */
export function tetrisTick(state: TetrisState): TetrisState {
  if (state.status !== 'running' || state.active === null) return state;
  return fall(state, state.active);
}

/** Feeds real elapsed frame time in; runs as many whole gravity ticks as fit. */
export function advanceTetris(state: TetrisState, elapsedMs: number): TetrisState {
  if (state.status !== 'running') return state;
  const result = runFixedSteps(state, state.carryMs, elapsedMs, TICK_MS, tetrisTick);
  return { ...result.state, carryMs: result.state.status === 'running' ? result.carryMs : 0 };
}

/** Rows the piece could still fall; used for hard drop and for drawing a landing shadow. */
export function dropDistance(board: Board, piece: ActivePiece): number {
  let distance = 0;
  while (!collides(board, { ...piece, y: piece.y + distance + 1 })) distance++;
  return distance;
}

/** Board cells of the falling piece, for rendering. */
export function activeCells(state: TetrisState): { x: number; y: number; type: PieceType }[] {
  const piece = state.active;
  if (piece === null) return [];
  return absoluteCells(piece).map((c) => ({ ...c, type: piece.type }));
}

function tryMove(state: TetrisState, moved: ActivePiece): TetrisState {
  return collides(state.board, moved) ? state : { ...state, active: moved };
}

function rotate(state: TetrisState, piece: ActivePiece): TetrisState {
  const rotation = nextRotation(piece.rotation);
  for (const dx of WALL_KICKS) {
    const candidate = { ...piece, rotation, x: piece.x + dx };
    if (!collides(state.board, candidate)) return { ...state, active: candidate };
  }
  return state;
}

function fall(state: TetrisState, piece: ActivePiece): TetrisState {
  const lower = { ...piece, y: piece.y + 1 };
  return collides(state.board, lower) ? settle(state, piece) : { ...state, active: lower };
}

/** Locks the piece, clears lines, scores them and spawns the next piece (or ends the game). */
function settle(state: TetrisState, piece: ActivePiece): TetrisState {
  const locked = lockPiece(state.board, piece);
  const { board, cleared } = clearFullLines(locked.board);
  const scored = {
    ...state,
    board,
    score: state.score + cleared * POINTS_PER_LINE,
    lines: state.lines + cleared,
  };
  const spawned = spawnPosition(state.next);
  // A piece locked partly above the well, or a new piece overlapping blocks at spawn, ends the game.
  if (locked.overflow || collides(board, spawned)) {
    return { ...scored, active: null, status: 'gameover', carryMs: 0 };
  }
  const draw = drawPiece(state.bag, state.seed);
  return { ...scored, active: spawned, next: draw.piece, bag: draw.bag, seed: draw.seed };
}

/** Centred horizontally with the piece's top row on row 0. */
function spawnPosition(type: PieceType): ActivePiece {
  const topRow = Math.min(...pieceCells(type, 0).map((c) => c.y));
  return { type, rotation: 0, x: Math.floor((COLS - boxSize(type)) / 2), y: -topRow };
}

/** 7-bag: every run of seven pieces contains each tetromino once, in shuffled order. */
function drawPiece(
  bag: readonly PieceType[],
  seed: number,
): { piece: PieceType; bag: readonly PieceType[]; seed: number } {
  let pool = bag;
  let nextSeed = seed;
  if (pool.length === 0) {
    const shuffled = shuffle(PIECE_TYPES, seed);
    pool = shuffled.value;
    nextSeed = shuffled.seed;
  }
  const [piece, ...rest] = pool as [PieceType, ...PieceType[]];
  return { piece, bag: rest, seed: nextSeed };
}
