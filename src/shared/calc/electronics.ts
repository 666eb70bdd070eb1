import { type CalcResult, fail, ok } from './calc-result';
import { type NumericInput, round2, toNumber } from './number';

export const OHM_QUANTITIES = ['voltage', 'current', 'resistance'] as const;
export type OhmQuantity = (typeof OHM_QUANTITIES)[number];

/** Units of every quantity the electronics calculator shows. */
export const OHM_UNITS = { voltage: 'V', current: 'A', resistance: 'Ω', power: 'W' } as const;

export interface OhmSolution {
  /** Volts (V). */
  voltage: number;
  /** Amperes (A). */
  current: number;
  /** The same current in milliamperes (mA), to two decimals: 54.5 mA reads better than 0.05 A. */
  currentMa: number;
  /** Ohms (Ω). */
  resistance: number;
  /** Watts (W), P = V · I. */
  power: number;
}

export const OHM_ERRORS = {
  negative: 'Values cannot be negative.',
  zeroResistance: 'Resistance must be greater than 0.',
  zeroCurrent: 'Current must be greater than 0.',
} as const;

/**
 * Ohm's law: from the two quantities other than `solveFor` (missing ones count as 0),
 * works out the third and the power. Results rounded to 2 decimals.
 */
export function solveOhmsLaw(
  solveFor: OhmQuantity,
  known: Partial<Record<OhmQuantity, NumericInput>>,
): CalcResult<OhmSolution> {
  const values: Record<OhmQuantity, number> = {
    voltage: toNumber(known.voltage ?? 0),
    current: toNumber(known.current ?? 0),
    resistance: toNumber(known.resistance ?? 0),
  };
  const givenValues = OHM_QUANTITIES.filter((quantity) => quantity !== solveFor).map((q) => values[q]);
  if (givenValues.some((value) => value < 0)) return fail(OHM_ERRORS.negative);

  let { voltage, current, resistance } = values;
  switch (solveFor) {
    case 'voltage':
      voltage = current * resistance;
      break;
    case 'current':
      if (resistance === 0) return fail(OHM_ERRORS.zeroResistance);
      current = voltage / resistance;
      break;
    case 'resistance':
      if (current === 0) return fail(OHM_ERRORS.zeroCurrent);
      resistance = voltage / current;
      break;
  }
  return ok({
    voltage: round2(voltage),
    current: round2(current),
    currentMa: round2(current * 1000),
    resistance: round2(resistance),
    power: round2(voltage * current),
  });
}
