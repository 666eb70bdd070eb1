/**
 * Canvas sizing maths, kept pure so it can be tested: a canvas stays sharp on high-DPI screens when
 * its backing store has one pixel per device pixel (CSS size × devicePixelRatio).
 */

export interface BackingSize {
  readonly width: number;
  readonly height: number;
}

/** Backing-store size for a canvas shown at cssWidth × cssHeight CSS pixels. */
export function backingSize(cssWidth: number, cssHeight: number, dpr: number): BackingSize {
  const ratio = Number.isFinite(dpr) && dpr > 0 ? dpr : 1;
  return {
    width: Math.max(1, Math.round(cssWidth * ratio)),
    height: Math.max(1, Math.round(cssHeight * ratio)),
  };
}

export interface GridFit {
  /** Side of one cell in device pixels: a whole number, so cell edges never blur. */
  readonly cellPx: number;
  /** Canvas backing store. */
  readonly width: number;
  readonly height: number;
  /** Size to show the canvas at (backing store ÷ devicePixelRatio). */
  readonly cssWidth: number;
  readonly cssHeight: number;
}

export interface GridFitInput {
  readonly cols: number;
  readonly rows: number;
  /** Space the board may take, in CSS pixels. */
  readonly availWidth: number;
  readonly availHeight: number;
  readonly dpr: number;
  /** Cells never grow larger than this (CSS pixels) or smaller than minCell. */
  readonly maxCell?: number;
  readonly minCell?: number;
}

/** The largest whole-device-pixel cell that fits cols × rows in the available space. */
export function fitGrid(input: GridFitInput): GridFit {
  const { cols, rows, maxCell = Number.POSITIVE_INFINITY, minCell = 8 } = input;
  const dpr = Number.isFinite(input.dpr) && input.dpr > 0 ? input.dpr : 1;
  const cssCell = Math.min(input.availWidth / cols, input.availHeight / rows, maxCell);
  const cellPx = Math.max(Math.round(minCell * dpr), Math.floor(Math.max(0, cssCell) * dpr));
  const width = cellPx * cols;
  const height = cellPx * rows;
  return { cellPx, width, height, cssWidth: width / dpr, cssHeight: height / dpr };
}

/** Maps a pointer's clientX onto a logical coordinate across an element shown at `rect`. */
export function clientToLogical(
  clientX: number,
  rect: { readonly left: number; readonly width: number },
  logicalWidth: number,
): number {
  if (rect.width <= 0) return logicalWidth / 2;
  return ((clientX - rect.left) / rect.width) * logicalWidth;
}
