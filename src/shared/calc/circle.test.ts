import { describe, expect, it } from 'vitest';
import { CIRCLE_NEGATIVE_ERROR, solveCircle } from './circle';

describe('solveCircle', () => {
  it('from radius 1: d = 2, C = 2π = 6.28, A = π = 3.14', () => {
    expect(solveCircle('radius', '1')).toEqual({
      ok: true,
      value: { radius: 1, diameter: 2, circumference: 6.28, area: 3.14 },
    });
  });

  it('from diameter 10: r = 5, C = 10π = 31.42, A = 25π = 78.54', () => {
    expect(solveCircle('diameter', 10)).toEqual({
      ok: true,
      value: { radius: 5, diameter: 10, circumference: 31.42, area: 78.54 },
    });
  });

  it('from circumference 10: r = 10/2π = 1.59, d = 3.18, A = 25/π = 7.96', () => {
    expect(solveCircle('circumference', '10')).toEqual({
      ok: true,
      value: { radius: 1.59, diameter: 3.18, circumference: 10, area: 7.96 },
    });
  });

  it('from area 50: r = √(50/π) = 3.99, d = 7.98, C = 2√(50π) = 25.07', () => {
    expect(solveCircle('area', '50')).toEqual({
      ok: true,
      value: { radius: 3.99, diameter: 7.98, circumference: 25.07, area: 50 },
    });
  });

  it('treats a non-number as 0 and rejects negatives', () => {
    expect(solveCircle('radius', 'abc')).toEqual({
      ok: true,
      value: { radius: 0, diameter: 0, circumference: 0, area: 0 },
    });
    expect(solveCircle('area', '-1')).toEqual({ ok: false, error: CIRCLE_NEGATIVE_ERROR });
  });
});
