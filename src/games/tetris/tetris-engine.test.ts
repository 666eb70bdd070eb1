import { describe, expect, it } from 'vitest';
import { type ActivePiece, boardFromRows, emptyBoard } from './tetris-board';
import { COLS, POINTS_PER_LINE, ROWS, TICK_MS } from './tetris-constants';
import {
  activeCells,
  advanceTetris,
  applyTetrisInput,
  createTetris,
  type TetrisInput,
  type TetrisState,
  tetrisTick,
} from './tetris-engine';
import { PIECE_TYPES, type PieceType } from './tetrominoes';

/** A running game with a chosen board, active piece and next piece. */
function setup(active: ActivePiece, rows: readonly string[] = [], next: PieceType = 'T'): TetrisState {
  return { ...createTetris(42), board: rows.length ? boardFromRows(rows) : emptyBoard(), active, next };
}

describe('constants', () => {
  it('match the spec', () => {
    expect([COLS, ROWS, TICK_MS, POINTS_PER_LINE]).toEqual([10, 20, 1000, 100]);
  });
});

describe('spawning and randomness', () => {
  it('spawns the first piece centred in the top row', () => {
    const game = createTetris(7);
    const cells = activeCells(game);
    expect(cells).toHaveLength(4);
    expect(Math.min(...cells.map((c) => c.y))).toBe(0);
    const xs = cells.map((c) => c.x);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...xs)).toBeLessThanOrEqual(6);
    expect(game.status).toBe('running');
    expect(game.score).toBe(0);
  });

  it('deals each of the seven tetrominoes once per bag, repeatably for a seed', () => {
    const sequence = (seed: number) => {
      let game = createTetris(seed);
      const seen: PieceType[] = [];
      for (let i = 0; i < 7; i++) {
        seen.push(game.active!.type);
        game = applyTetrisInput({ ...game, board: emptyBoard() }, 'hardDrop');
      }
      return seen;
    };
    expect([...sequence(3)].sort()).toEqual([...PIECE_TYPES].sort());
    expect(sequence(3)).toEqual(sequence(3));
    expect([1, 2, 4, 5, 6].some((seed) => sequence(seed).join('') !== sequence(3).join(''))).toBe(true);
  });
});

describe('movement and collision', () => {
  it('moves left and right but not through the walls', () => {
    let game = setup({ type: 'O', rotation: 0, x: 4, y: 0 });
    game = applyTetrisInput(game, 'left');
    expect(game.active?.x).toBe(3);
    for (let i = 0; i < 10; i++) game = applyTetrisInput(game, 'left');
    expect(game.active?.x).toBe(0);
    for (let i = 0; i < 20; i++) game = applyTetrisInput(game, 'right');
    expect(game.active?.x).toBe(COLS - 2);
  });

  it('does not move into settled blocks', () => {
    const rows = Array.from({ length: ROWS }, () => '...#......');
    const game = setup({ type: 'O', rotation: 0, x: 4, y: 5 }, rows);
    expect(applyTetrisInput(game, 'left')).toBe(game);
    expect(applyTetrisInput(game, 'right').active?.x).toBe(5);
  });

  it('falls one row per tick and locks on top of blocks', () => {
    let game = setup({ type: 'O', rotation: 0, x: 0, y: 14 }, ['#.........', '#.........', '#########.']);
    game = tetrisTick(game);
    expect(game.active).toMatchObject({ type: 'O', y: 15 });
    game = tetrisTick(game); // rests on the block in row 17 at column 0: cannot fall, so it locks
    expect(game.board[15]?.[0]).toBe('O');
    expect(game.board[16]?.[1]).toBe('O');
    expect(game.active?.type).toBe('T');
    expect(game.score).toBe(0);
  });

  it('soft drop moves down one row; hard drop lands and spawns the next piece', () => {
    const game = setup({ type: 'I', rotation: 0, x: 0, y: -1 }, [], 'S');
    expect(applyTetrisInput(game, 'softDrop').active?.y).toBe(0);
    const dropped = applyTetrisInput(game, 'hardDrop');
    expect(dropped.board[ROWS - 1]?.slice(0, 4)).toEqual(['I', 'I', 'I', 'I']);
    expect(dropped.active?.type).toBe('S');
  });
});

describe('line clears and scoring', () => {
  it('clears one full line for 100 points and shifts the rows above down', () => {
    const game = setup({ type: 'O', rotation: 0, x: 8, y: 0 }, ['T.........', '########..']);
    const after = applyTetrisInput(game, 'hardDrop');
    expect(after.score).toBe(100);
    expect(after.lines).toBe(1);
    expect(after.board[ROWS - 1]).toEqual(['T', null, null, null, null, null, null, null, 'O', 'O']);
    expect(after.board[ROWS - 2]?.every((c) => c === null)).toBe(true);
  });

  it('scores 100 for each line when several clear at once', () => {
    const two = setup({ type: 'O', rotation: 0, x: 8, y: 0 }, ['########..', '########..']);
    expect(applyTetrisInput(two, 'hardDrop').score).toBe(200);
    const four = setup({ type: 'I', rotation: 1, x: 7, y: 0 }, Array(4).fill('#########.'));
    const after = applyTetrisInput(four, 'hardDrop');
    expect(after.score).toBe(400);
    expect(after.lines).toBe(4);
    expect(after.board.every((row) => row.every((c) => c === null))).toBe(true);
  });

  it('does not score when no line is complete', () => {
    const game = setup({ type: 'O', rotation: 0, x: 7, y: 0 }, ['########..']);
    expect(applyTetrisInput(game, 'hardDrop').score).toBe(0);
  });
});

describe('game over', () => {
  it('ends when the next piece collides at spawn', () => {
    const rows = Array.from({ length: ROWS }, () => '....#.....');
    const game = setup({ type: 'O', rotation: 0, x: 0, y: 0 }, rows);
    const over = applyTetrisInput(game, 'hardDrop');
    expect(over.status).toBe('gameover');
    expect(over.active).toBeNull();
    expect(applyTetrisInput(over, 'left')).toBe(over);
    expect(advanceTetris(over, 5000)).toBe(over);
  });

  it('eventually ends when pieces are only dropped, with a score that is a multiple of 100', () => {
    let game = createTetris(11);
    let drops = 0;
    while (game.status === 'running' && drops < 200) {
      game = applyTetrisInput(game, 'hardDrop');
      drops++;
    }
    expect(game.status).toBe('gameover');
    expect(drops).toBeLessThan(60);
    expect(game.score % 100).toBe(0);
  });
});

describe('fixed time step', () => {
  it('falls only when a whole 1000 ms tick has elapsed', () => {
    const game = setup({ type: 'T', rotation: 0, x: 3, y: 0 });
    expect(advanceTetris(game, 999).active?.y).toBe(0);
    expect(advanceTetris(advanceTetris(game, 999), 1).active?.y).toBe(1);
    expect(advanceTetris(game, 3500).active?.y).toBe(3);
  });

  it('plays the same game at 60 Hz and 120 Hz', () => {
    const script: [number, TetrisInput][] = [
      [1500, 'left'],
      [2250, 'rotate'],
      [3700, 'hardDrop'],
      [4400, 'right'],
      [4450, 'right'],
      [6100, 'softDrop'],
      [7300, 'rotate'],
      [8800, 'hardDrop'],
      [9100, 'left'],
      [12600, 'hardDrop'],
    ];
    const play = (hz: number) => {
      let game = createTetris(99);
      let next = 0;
      const frame = 1000 / hz;
      for (let i = 1; i <= 20 * hz; i++) {
        game = advanceTetris(game, frame);
        const now = i * frame;
        while (next < script.length && (script[next]?.[0] ?? Infinity) <= now + 1e-6) {
          game = applyTetrisInput(game, script[next]![1]);
          next++;
        }
      }
      return game;
    };
    const at60 = play(60);
    const at120 = play(120);
    expect({ ...at120, carryMs: 0 }).toEqual({ ...at60, carryMs: 0 });
    expect(at120.carryMs).toBeCloseTo(at60.carryMs, 6);
    expect(at60.board.flat().filter(Boolean).length).toBeGreaterThan(8);
  });
});
