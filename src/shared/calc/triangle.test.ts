import { describe, expect, it } from 'vitest';
import {
  equilateralTriangle,
  isoscelesTriangle,
  rightTriangleFromLegAndHypotenuse,
  rightTriangleFromLegs,
  scaleneTriangle,
  TRIANGLE_ERRORS,
} from './triangle';

describe('right triangle', () => {
  it('legs 3 and 4: hypotenuse 5, angles atan(3/4) = 36.87° and 53.13°', () => {
    expect(rightTriangleFromLegs('3', '4')).toEqual({
      ok: true,
      value: {
        a: 3,
        b: 4,
        c: 5,
        angleA: 36.87,
        angleB: 53.13,
        angleC: 90,
        perimeter: 12,
        area: 6, // 3 · 4 / 2
        height: 2.4, // onto the hypotenuse: 3 · 4 / 5
      },
    });
  });

  it('leg 5 and hypotenuse 13: other leg 12, angles asin(5/13) = 22.62° and 67.38°', () => {
    const result = rightTriangleFromLegAndHypotenuse(5, 13);
    expect(result).toMatchObject({ ok: true, value: { a: 5, b: 12, c: 13, angleA: 22.62, angleB: 67.38 } });
    expect(result).toMatchObject({ value: { angleC: 90, area: 30, perimeter: 30 } });
  });

  it('rejects a hypotenuse that is not the longest side', () => {
    expect(rightTriangleFromLegAndHypotenuse(5, 5)).toEqual({ ok: false, error: TRIANGLE_ERRORS.hypotenuse });
    expect(rightTriangleFromLegAndHypotenuse(6, 5)).toEqual({ ok: false, error: TRIANGLE_ERRORS.hypotenuse });
  });

  it('rejects non-positive or missing lengths', () => {
    expect(rightTriangleFromLegs('0', '4')).toEqual({ ok: false, error: TRIANGLE_ERRORS.nonPositive });
    expect(rightTriangleFromLegs('', '')).toEqual({ ok: false, error: TRIANGLE_ERRORS.nonPositive });
    expect(rightTriangleFromLegAndHypotenuse(-3, 5)).toEqual({
      ok: false,
      error: TRIANGLE_ERRORS.nonPositive,
    });
  });
});

describe('equilateral triangle', () => {
  it('side 2: height √3 = 1.73, area √3 = 1.73, perimeter 6, angles 60°', () => {
    expect(equilateralTriangle('2')).toEqual({
      ok: true,
      value: { a: 2, b: 2, c: 2, angleA: 60, angleB: 60, angleC: 60, perimeter: 6, area: 1.73, height: 1.73 },
    });
  });

  it('side 10: height 5√3 = 8.66, area 25√3 = 43.30', () => {
    expect(equilateralTriangle(10)).toMatchObject({ value: { height: 8.66, area: 43.3, perimeter: 30 } });
  });

  it('rejects a zero side', () => {
    expect(equilateralTriangle('abc')).toEqual({ ok: false, error: TRIANGLE_ERRORS.nonPositive });
  });
});

describe('isosceles triangle', () => {
  it('equal sides 5, base 6: height 4, area 12, base angles acos(3/5) = 53.13°, apex 73.74°', () => {
    expect(isoscelesTriangle('5', '6')).toEqual({
      ok: true,
      value: {
        a: 5,
        b: 5,
        c: 6,
        angleA: 53.13,
        angleB: 53.13,
        angleC: 73.74,
        perimeter: 16,
        area: 12,
        height: 4,
      },
    });
  });

  it('rejects a base as long as both equal sides together', () => {
    expect(isoscelesTriangle(5, 10)).toEqual({ ok: false, error: TRIANGLE_ERRORS.inequality });
  });
});

describe('scalene triangle', () => {
  it('sides 7, 8, 9: Heron area √720 = 26.83, angles 48.19°, 58.41°, 73.40°', () => {
    // s = 12; cos A = 96/144, cos B = 66/126, cos C = 32/112.
    expect(scaleneTriangle('7', '8', '9')).toEqual({
      ok: true,
      value: {
        a: 7,
        b: 8,
        c: 9,
        angleA: 48.19,
        angleB: 58.41,
        angleC: 73.4,
        perimeter: 24,
        area: 26.83,
        height: 5.96, // 2 · 26.833 / 9
      },
    });
  });

  it('rejects sides that break the triangle inequality, including the degenerate case', () => {
    const expected = { ok: false, error: TRIANGLE_ERRORS.inequality };
    expect(scaleneTriangle(1, 2, 10)).toEqual(expected);
    expect(scaleneTriangle(10, 2, 1)).toEqual(expected);
    expect(scaleneTriangle(1, 2, 3)).toEqual(expected);
    expect(TRIANGLE_ERRORS.inequality).toBe(
      'These sides cannot form a triangle: each side must be shorter than the other two together.',
    );
  });

  it('rejects non-positive sides before anything else', () => {
    expect(scaleneTriangle(3, 4, -5)).toEqual({ ok: false, error: TRIANGLE_ERRORS.nonPositive });
  });
});
