/** The well: a grid of settled blocks plus pure helpers for collision, locking and line clears. */
import { COLS, ROWS } from './tetris-constants';
import { type PieceType, pieceCells, type Rotation } from './tetrominoes';

export type BoardCell = PieceType | null;
/** board[row][column]; row 0 is the top visible row. */
export type Board = readonly (readonly BoardCell[])[];

export interface ActivePiece {
  readonly type: PieceType;
  readonly rotation: Rotation;
  /** Position of the piece's rotation box; cells may sit above row 0 while spawning. */
  readonly x: number;
  readonly y: number;
}

export function emptyRow(): BoardCell[] {
  return new Array<BoardCell>(COLS).fill(null);
}

export function emptyBoard(): Board {
  return Array.from({ length: ROWS }, emptyRow);
}

/** Absolute board positions of a piece's four blocks. */
export function absoluteCells(piece: ActivePiece): { x: number; y: number }[] {
  return pieceCells(piece.type, piece.rotation).map((c) => ({ x: piece.x + c.x, y: piece.y + c.y }));
}

/** True when the piece leaves the well sideways or downwards, or overlaps a settled block. */
export function collides(board: Board, piece: ActivePiece): boolean {
  for (const c of pieceCells(piece.type, piece.rotation)) {
    const x = piece.x + c.x;
    const y = piece.y + c.y;
    if (x < 0 || x >= COLS || y >= ROWS) return true;
    // Above the top is open air (pieces spawn and rotate partly above the visible rows).
    if (y >= 0 && board[y]?.[x] != null) return true;
  }
  return false;
}

/** Writes the piece into a copy of the board. Blocks above row 0 are reported, not written. */
export function lockPiece(board: Board, piece: ActivePiece): { board: Board; overflow: boolean } {
  const rows = board.map((row) => [...row]);
  let overflow = false;
  for (const { x, y } of absoluteCells(piece)) {
    const row = rows[y];
    if (row === undefined) overflow = true;
    else row[x] = piece.type;
  }
  return { board: rows, overflow };
}

/** Removes full rows, shifting everything above down; new empty rows enter at the top. */
export function clearFullLines(board: Board): { board: Board; cleared: number } {
  const kept = board.filter((row) => row.some((cell) => cell === null));
  const cleared = board.length - kept.length;
  if (cleared === 0) return { board, cleared };
  return { board: [...Array.from({ length: cleared }, emptyRow), ...kept], cleared };
}

/**
 * Builds a board from text rows for tests and demos: '.' or ' ' is empty, any piece letter is a
 * block, '#' is a block of type 'I'. Rows are aligned to the bottom of the well.
 */
export function boardFromRows(rows: readonly string[]): Board {
  const board = emptyBoard().map((row) => [...row]);
  rows.forEach((text, i) => {
    const y = ROWS - rows.length + i;
    const row = board[y];
    if (row === undefined) return;
    for (let x = 0; x < COLS; x++) {
      const ch = text[x] ?? '.';
      if (ch === '.' || ch === ' ') continue;
      row[x] = ch === '#' ? 'I' : (ch as PieceType);
    }
  });
  return board;
}
