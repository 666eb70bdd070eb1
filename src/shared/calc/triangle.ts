import { type CalcResult, fail, ok } from './calc-result';
import { type NumericInput, round2, toNumber } from './number';

/**
 * A solved triangle. Sides a, b, c; angleA is opposite side a, and so on.
 * Angles in degrees; everything rounded to 2 decimals.
 */
export interface TriangleSolution {
  a: number;
  b: number;
  c: number;
  angleA: number;
  angleB: number;
  angleC: number;
  perimeter: number;
  area: number;
  /** Height measured onto side c (the base, or the hypotenuse of a right triangle). */
  height: number;
}

export const TRIANGLE_ERRORS = {
  nonPositive: 'All lengths must be greater than 0.',
  inequality: 'These sides cannot form a triangle: each side must be shorter than the other two together.',
  hypotenuse: 'The hypotenuse must be longer than the leg.',
} as const;

const DEGREES_PER_RADIAN = 180 / Math.PI;

/** Angle opposite side `opposite`, by the law of cosines. */
function angleOpposite(opposite: number, side1: number, side2: number): number {
  const cos = (side1 * side1 + side2 * side2 - opposite * opposite) / (2 * side1 * side2);
  // Clamp: rounding can push the cosine a hair outside [-1, 1], where acos gives NaN.
  return Math.acos(Math.min(1, Math.max(-1, cos))) * DEGREES_PER_RADIAN;
}

/** Heron's formula in its numerically stable form (sides sorted x ≥ y ≥ z). */
function heronArea(a: number, b: number, c: number): number {
  const [x = 0, y = 0, z = 0] = [a, b, c].sort((p, q) => q - p);
  return 0.25 * Math.sqrt((x + (y + z)) * (z - (x - y)) * (z + (x - y)) * (x + (y - z)));
}

function solveSides(a: number, b: number, c: number): CalcResult<TriangleSolution> {
  if (!(a > 0 && b > 0 && c > 0)) return fail(TRIANGLE_ERRORS.nonPositive);
  if (a >= b + c || b >= a + c || c >= a + b) return fail(TRIANGLE_ERRORS.inequality);
  const area = heronArea(a, b, c);
  return ok({
    a: round2(a),
    b: round2(b),
    c: round2(c),
    angleA: round2(angleOpposite(a, b, c)),
    angleB: round2(angleOpposite(b, a, c)),
    angleC: round2(angleOpposite(c, a, b)),
    perimeter: round2(a + b + c),
    area: round2(area),
    height: round2((2 * area) / c),
  });
}

/** Right triangle from its two legs: a and b are the legs, c the hypotenuse, angleC = 90. */
export function rightTriangleFromLegs(legA: NumericInput, legB: NumericInput): CalcResult<TriangleSolution> {
  const a = toNumber(legA);
  const b = toNumber(legB);
  if (!(a > 0 && b > 0)) return fail(TRIANGLE_ERRORS.nonPositive);
  return solveSides(a, b, Math.hypot(a, b));
}

/** Right triangle from one leg (a) and the hypotenuse (c); b is the other leg. */
export function rightTriangleFromLegAndHypotenuse(
  legInput: NumericInput,
  hypotenuseInput: NumericInput,
): CalcResult<TriangleSolution> {
  const leg = toNumber(legInput);
  const hypotenuse = toNumber(hypotenuseInput);
  if (!(leg > 0 && hypotenuse > 0)) return fail(TRIANGLE_ERRORS.nonPositive);
  if (hypotenuse <= leg) return fail(TRIANGLE_ERRORS.hypotenuse);
  return solveSides(leg, Math.sqrt(hypotenuse * hypotenuse - leg * leg), hypotenuse);
}

/** Equilateral triangle from its side: all sides equal, every angle 60°. */
export function equilateralTriangle(side: NumericInput): CalcResult<TriangleSolution> {
  const s = toNumber(side);
  return solveSides(s, s, s);
}

/**
 * Isosceles triangle: a and b are the equal sides, c the base.
 * angleA = angleB are the base angles, angleC the apex angle, height is onto the base.
 */
export function isoscelesTriangle(equalSide: NumericInput, base: NumericInput): CalcResult<TriangleSolution> {
  const s = toNumber(equalSide);
  return solveSides(s, s, toNumber(base));
}

/** Any triangle from its three sides (angles by the law of cosines, area by Heron). */
export function scaleneTriangle(
  a: NumericInput,
  b: NumericInput,
  c: NumericInput,
): CalcResult<TriangleSolution> {
  return solveSides(toNumber(a), toNumber(b), toNumber(c));
}
