import { describe, expect, it } from 'vitest';
import { type ActivePiece, absoluteCells, boardFromRows, emptyBoard } from './tetris-board';
import { COLS, ROWS } from './tetris-constants';
import { activeCells, applyTetrisInput, createTetris, type TetrisState } from './tetris-engine';

/** A running game with a chosen board and active piece. */
function setup(active: ActivePiece, rows: readonly string[] = []): TetrisState {
  return { ...createTetris(42), board: rows.length ? boardFromRows(rows) : emptyBoard(), active };
}

const sortCells = (cells: { x: number; y: number }[]) => cells.map((c) => `${c.x},${c.y}`).sort();

describe('rotation and wall kicks', () => {
  it('rotates clockwise and returns to the start after four turns', () => {
    const start = setup({ type: 'T', rotation: 0, x: 3, y: 5 });
    const once = applyTetrisInput(start, 'rotate');
    expect(once.active?.rotation).toBe(1);
    // T pointing up becomes T pointing right: a vertical bar with the nub on its right.
    expect(sortCells(activeCells(once))).toEqual(
      sortCells([
        { x: 4, y: 5 },
        { x: 4, y: 6 },
        { x: 4, y: 7 },
        { x: 5, y: 6 },
      ]),
    );
    let game = start;
    for (let i = 0; i < 4; i++) game = applyTetrisInput(game, 'rotate');
    expect(sortCells(activeCells(game))).toEqual(sortCells(activeCells(start)));
  });

  it('kicks a vertical I piece away from the right wall when rotating', () => {
    // Rotation 1 of I is a vertical bar in column x+2; x=7 puts it against the right wall.
    const game = setup({ type: 'I', rotation: 1, x: 7, y: 5 });
    expect(activeCells(game).every((c) => c.x === 9)).toBe(true);
    const rotated = applyTetrisInput(game, 'rotate');
    expect(rotated.active?.rotation).toBe(2);
    expect(rotated.active?.x).toBeLessThan(7);
    expect(activeCells(rotated).every((c) => c.x >= 0 && c.x < COLS)).toBe(true);
  });

  it('kicks away from the left wall', () => {
    const game = setup({ type: 'I', rotation: 3, x: -1, y: 5 });
    expect(activeCells(game).every((c) => c.x === 0)).toBe(true);
    const rotated = applyTetrisInput(game, 'rotate');
    expect(rotated.active?.rotation).toBe(0);
    expect(rotated.active?.x).toBe(0);
  });

  it('kicks sideways when blocks are in the way', () => {
    // The vertical I (column 4) cannot lie flat across column 2's blocks without shifting right.
    const rows = Array.from({ length: ROWS }, (_, y) => (y >= 5 && y <= 9 ? '..#.......' : '..........'));
    const game = setup({ type: 'I', rotation: 1, x: 2, y: 5 }, rows);
    const rotated = applyTetrisInput(game, 'rotate');
    expect(rotated.active?.rotation).toBe(2);
    expect(rotated.active?.x).toBe(3);
  });

  it('leaves the piece unchanged when no kick fits', () => {
    // A three-wide shaft: the I piece can stand in it but never lie flat.
    const rows = Array.from({ length: ROWS }, () => '###...####');
    const game = setup({ type: 'I', rotation: 1, x: 2, y: 8 }, rows);
    expect(applyTetrisInput(game, 'rotate')).toBe(game);
  });
});

describe('board helpers', () => {
  it('absoluteCells offsets the rotation box', () => {
    expect(sortCells(absoluteCells({ type: 'O', rotation: 0, x: 2, y: 3 }))).toEqual(
      sortCells([
        { x: 2, y: 3 },
        { x: 3, y: 3 },
        { x: 2, y: 4 },
        { x: 3, y: 4 },
      ]),
    );
  });
});
