import { describe, expect, it } from 'vitest';
import { RECTANGLE_NEGATIVE_ERROR, solveRectangle } from './rectangle';

describe('solveRectangle', () => {
  it('3 × 4: area 12, perimeter 14, diagonal 5', () => {
    expect(solveRectangle('3', '4')).toEqual({ ok: true, value: { area: 12, perimeter: 14, diagonal: 5 } });
  });

  it('2.5 × 1.2: area 3, perimeter 7.4, diagonal √7.69 = 2.77', () => {
    expect(solveRectangle(2.5, 1.2)).toEqual({
      ok: true,
      value: { area: 3, perimeter: 7.4, diagonal: 2.77 },
    });
  });

  it('treats non-numbers as 0 and rejects negatives', () => {
    expect(solveRectangle('x', '4')).toEqual({ ok: true, value: { area: 0, perimeter: 8, diagonal: 4 } });
    expect(solveRectangle('-1', '4')).toEqual({ ok: false, error: RECTANGLE_NEGATIVE_ERROR });
  });
});
