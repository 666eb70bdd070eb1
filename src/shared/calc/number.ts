/** A calculator input: the raw text of a field, or a number. */
export type NumericInput = string | number;

// Plain decimal notation only, so '0x10', 'Infinity' or '12abc' are not numbers.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** Reads a calculator input; anything that is not a finite number counts as 0 (docs/product.md §5). */
export function toNumber(input: NumericInput): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  const text = input.trim();
  if (!DECIMAL.test(text)) return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** Rounds to 2 decimals, half away from zero (1.005 → 1.01, -2.345 → -2.35). */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  // Nudge by one epsilon so binary values like 1.005 (really 1.00499…) round the way people expect.
  const scaled = Math.round(Math.abs(value) * 100 * (1 + Number.EPSILON));
  return (Math.sign(value) * scaled) / 100 + 0; // + 0 turns -0 into 0
}
