/** Draws the falling-block well on a canvas, in device pixels with whole-pixel cells. */
import { COLS, ROWS } from '../../../../games/tetris/tetris-constants';
import { activeCells, dropDistance, type TetrisState } from '../../../../games/tetris/tetris-engine';
import { type PieceType, pieceCells } from '../../../../games/tetris/tetrominoes';

/** Fabric-bright colours that stand apart on the dark well. */
export const PIECE_COLORS: Readonly<Record<PieceType, string>> = {
  I: '#38c6e8',
  O: '#f5c542',
  T: '#b07ae8',
  S: '#5ccf6c',
  Z: '#ef5a5a',
  J: '#5b8cf5',
  L: '#f29a3a',
};

const WELL = '#1d1728';
const GRID = '#2c2440';

/** One block with its top-left corner at (left, top) device pixels. */
function blockAt(ctx: CanvasRenderingContext2D, left: number, top: number, cell: number, color: string) {
  const inset = Math.max(1, Math.round(cell * 0.06));
  const size = cell - 2 * inset;
  ctx.fillStyle = color;
  ctx.fillRect(left + inset, top + inset, size, size);
  // A lighter top edge gives each block a little depth.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.28)';
  ctx.fillRect(left + inset, top + inset, size, Math.max(1, Math.round(cell * 0.12)));
}

function block(ctx: CanvasRenderingContext2D, x: number, y: number, cell: number, color: string) {
  blockAt(ctx, x * cell, y * cell, cell, color);
}

/** Columns and rows of the next-piece preview: every piece fits 4 × 2 in its spawn rotation. */
export const PREVIEW_COLS = 4;
export const PREVIEW_ROWS = 2;

/** Draws the next piece centred in the preview box. */
export function drawNextPiece(ctx: CanvasRenderingContext2D, type: PieceType, cell: number): void {
  const width = PREVIEW_COLS * cell;
  const height = PREVIEW_ROWS * cell;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = WELL;
  ctx.fillRect(0, 0, width, height);
  const cells = pieceCells(type, 0);
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const offsetX = Math.round((width - (Math.max(...xs) - left + 1) * cell) / 2);
  const offsetY = Math.round((height - (Math.max(...ys) - top + 1) * cell) / 2);
  for (const c of cells) {
    blockAt(ctx, offsetX + (c.x - left) * cell, offsetY + (c.y - top) * cell, cell, PIECE_COLORS[type]);
  }
}

export function drawTetris(ctx: CanvasRenderingContext2D, state: TetrisState, cell: number): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = WELL;
  ctx.fillRect(0, 0, COLS * cell, ROWS * cell);

  ctx.fillStyle = GRID;
  for (let x = 1; x < COLS; x++) ctx.fillRect(x * cell, 0, 1, ROWS * cell);
  for (let y = 1; y < ROWS; y++) ctx.fillRect(0, y * cell, COLS * cell, 1);

  state.board.forEach((row, y) => {
    row.forEach((type, x) => {
      if (type) block(ctx, x, y, cell, PIECE_COLORS[type]);
    });
  });

  const piece = state.active;
  if (!piece) return;
  const cells = activeCells(state);
  const color = PIECE_COLORS[piece.type];

  // Landing shadow: where a hard drop would put the piece.
  const fall = dropDistance(state.board, piece);
  if (fall > 0) {
    const line = Math.max(1, Math.round(cell * 0.08));
    const inset = Math.max(2, Math.round(cell * 0.12));
    ctx.strokeStyle = color;
    ctx.lineWidth = line;
    for (const c of cells) {
      const y = c.y + fall;
      if (y < 0) continue;
      const side = cell - 2 * inset - line;
      ctx.strokeRect(c.x * cell + inset + line / 2, y * cell + inset + line / 2, side, side);
    }
  }
  for (const c of cells) if (c.y >= 0) block(ctx, c.x, c.y, cell, color);
}
