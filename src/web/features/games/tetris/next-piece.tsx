import { useLayoutEffect, useRef } from 'react';
import type { PieceType } from '../../../../games/tetris/tetrominoes';
import { drawNextPiece, PREVIEW_COLS, PREVIEW_ROWS } from './tetris-renderer';

const NAMES: Readonly<Record<PieceType, string>> = {
  I: 'I (four in a row)',
  O: 'O (square)',
  T: 'T',
  S: 'S',
  Z: 'Z',
  J: 'J',
  L: 'L',
};

/** The piece that comes after the falling one, drawn small beside the score. */
export function NextPiece({ type, cell, dpr }: { type: PieceType; cell: number; dpr: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const cellPx = Math.max(1, Math.round(cell * dpr));

  useLayoutEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) drawNextPiece(ctx, type, cellPx);
  }, [type, cellPx]);

  return (
    <div className="tetris-next">
      <span className="tetris-label" aria-hidden="true">
        Next
      </span>
      <canvas
        ref={canvas}
        className="tetris-next-canvas"
        role="img"
        aria-label={`Next piece: ${NAMES[type]}`}
        data-piece={type}
        width={PREVIEW_COLS * cellPx}
        height={PREVIEW_ROWS * cellPx}
        style={{ width: `${(PREVIEW_COLS * cellPx) / dpr}px`, height: `${(PREVIEW_ROWS * cellPx) / dpr}px` }}
      />
    </div>
  );
}
