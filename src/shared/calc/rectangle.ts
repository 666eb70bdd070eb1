import { type CalcResult, fail, ok } from './calc-result';
import { type NumericInput, round2, toNumber } from './number';

export interface RectangleSolution {
  area: number;
  perimeter: number;
  /** Corner to corner; handy for checking a frame is square. */
  diagonal: number;
}

export const RECTANGLE_NEGATIVE_ERROR = 'Width and height cannot be negative.';

/** Area, perimeter and diagonal of a width × height rectangle, rounded to 2 decimals. */
export function solveRectangle(
  widthInput: NumericInput,
  heightInput: NumericInput,
): CalcResult<RectangleSolution> {
  const width = toNumber(widthInput);
  const height = toNumber(heightInput);
  if (width < 0 || height < 0) return fail(RECTANGLE_NEGATIVE_ERROR);
  return ok({
    area: round2(width * height),
    perimeter: round2(2 * (width + height)),
    diagonal: round2(Math.hypot(width, height)),
  });
}
