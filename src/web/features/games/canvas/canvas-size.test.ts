import { describe, expect, it } from 'vitest';
import { backingSize, clientToLogical, fitGrid } from './canvas-size';

describe('backingSize', () => {
  it('multiplies the CSS size by the device pixel ratio', () => {
    expect(backingSize(300, 600, 2)).toEqual({ width: 600, height: 1200 });
    expect(backingSize(328, 328, 3)).toEqual({ width: 984, height: 984 });
    expect(backingSize(100.4, 50.2, 1.5)).toEqual({ width: 151, height: 75 });
  });

  it('treats a missing or odd ratio as 1 and never returns an empty store', () => {
    expect(backingSize(200, 100, 0)).toEqual({ width: 200, height: 100 });
    expect(backingSize(200, 100, Number.NaN)).toEqual({ width: 200, height: 100 });
    expect(backingSize(0, 0, 2)).toEqual({ width: 1, height: 1 });
  });
});

describe('fitGrid', () => {
  it('fits a 10×20 board to a tall phone by its height', () => {
    const fit = fitGrid({ cols: 10, rows: 20, availWidth: 328, availHeight: 560, dpr: 3 });
    expect(fit.cellPx).toBe(84); // 28 CSS px × 3
    expect(fit).toMatchObject({ width: 840, height: 1680, cssWidth: 280, cssHeight: 560 });
  });

  it('fits by width when the space is narrow, keeping whole device pixels per cell', () => {
    const fit = fitGrid({ cols: 10, rows: 20, availWidth: 205, availHeight: 900, dpr: 1.5 });
    expect(fit.cellPx).toBe(30); // floor(20.5 × 1.5)
    expect(Number.isInteger(fit.width)).toBe(true);
    expect(fit.cssWidth).toBe(200);
    expect(fit.cssWidth).toBeLessThanOrEqual(205);
  });

  it('caps the cell size and keeps a usable minimum', () => {
    expect(
      fitGrid({ cols: 10, rows: 20, availWidth: 2000, availHeight: 2000, dpr: 1, maxCell: 32 }).cellPx,
    ).toBe(32);
    expect(fitGrid({ cols: 10, rows: 20, availWidth: 0, availHeight: -50, dpr: 2, minCell: 8 }).cellPx).toBe(
      16,
    );
  });
});

describe('clientToLogical', () => {
  it('maps a pointer across a scaled canvas to logical coordinates', () => {
    const rect = { left: 16, width: 328 };
    expect(clientToLogical(16, rect, 600)).toBe(0);
    expect(clientToLogical(16 + 164, rect, 600)).toBe(300);
    expect(clientToLogical(16 + 328, rect, 600)).toBe(600);
  });

  it('falls back to the middle for an element with no width', () => {
    expect(clientToLogical(50, { left: 0, width: 0 }, 600)).toBe(300);
  });
});
