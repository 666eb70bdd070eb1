import { type CalcResult, fail, ok } from './calc-result';
import { type NumericInput, round2, toNumber } from './number';

export type CircleMeasure = 'radius' | 'diameter' | 'circumference' | 'area';

export interface CircleSolution {
  radius: number;
  diameter: number;
  circumference: number;
  area: number;
}

export const CIRCLE_NEGATIVE_ERROR = 'The value cannot be negative.';

function radiusFrom(known: CircleMeasure, value: number): number {
  switch (known) {
    case 'radius':
      return value;
    case 'diameter':
      return value / 2;
    case 'circumference':
      return value / (2 * Math.PI);
    case 'area':
      return Math.sqrt(value / Math.PI);
  }
}

/** Given any one measure of a circle, returns all four, rounded to 2 decimals. */
export function solveCircle(known: CircleMeasure, input: NumericInput): CalcResult<CircleSolution> {
  const value = toNumber(input);
  if (value < 0) return fail(CIRCLE_NEGATIVE_ERROR);
  // Work from the unrounded radius so only the final figures are rounded.
  const radius = radiusFrom(known, value);
  return ok({
    radius: round2(radius),
    diameter: round2(2 * radius),
    circumference: round2(2 * Math.PI * radius),
    area: round2(Math.PI * radius * radius),
  });
}
