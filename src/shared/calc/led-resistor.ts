import { type CalcResult, fail, ok } from './calc-result';
import { type NumericInput, round2, toNumber } from './number';
import {
  type ColourBand,
  nextE12AtOrAbove,
  resistorColourBands,
  resistorWattageFor,
  type WattageRating,
} from './resistor';

export interface LedInput {
  /** Supply voltage, V. */
  supplyVoltage: NumericInput;
  /** LED forward voltage, V. */
  forwardVoltage: NumericInput;
  /** LED current, mA. */
  currentMa: NumericInput;
  /** LEDs in series. */
  ledCount: NumericInput;
}

/** docs/product.md §9 defaults. */
export const LED_DEFAULTS = { supplyVoltage: 5, forwardVoltage: 1.8, currentMa: 20, ledCount: 1 } as const;

/** What the resistor value shows when there is an error (docs/product.md §8). */
export const LED_INVALID = 'Invalid';

export const LED_ERRORS = {
  voltage: 'Error: Voltage values must be greater than 0.',
  tooLow: (supplyAsEntered: string) =>
    `Error: Supply voltage (${supplyAsEntered}V) is too low for even one LED.`,
  insufficient: 'Error: Insufficient voltage to drive the specified number of LEDs.',
  // Not in the spec: without it a 0 mA current would divide by zero.
  current: 'Error: Current must be greater than 0.',
} as const;

export interface LedResistorSolution {
  /** Series resistor, Ω: (supply − LEDs × forward voltage) / current. */
  resistance: number;
  /** Four-band colour code, or null if the value is outside what bands can show. */
  bands: ColourBand[] | null;
  /** Power dissipated in the resistor, W (I²R). */
  power: number;
  /** Voltage dropped across all the LEDs, V. */
  totalDrop: number;
  /** LEDs actually used, after clamping to 1…maxLeds. */
  ledCount: number;
  /** Most LEDs this supply can drive: floor(supply / forward voltage). */
  maxLeds: number;
  /** True when the requested count was changed to fit 1…maxLeds. */
  clamped: boolean;
  /** Nearest E12 value at or above the resistance, Ω: the part to buy. */
  e12: number | null;
  /** Colour code of that part (what the buyer looks for on the shelf), or null. */
  e12Bands: ColourBand[] | null;
  /** Rating to buy (≥ 2× the dissipation), or null if more than 5 W would be needed. */
  wattage: WattageRating | null;
}

function asEntered(input: NumericInput): string {
  return typeof input === 'number' ? String(input) : input.trim();
}

/** Series resistor for a string of LEDs (docs/product.md §5, §8, §9). Results rounded to 2 decimals. */
export function solveLedResistor(input: LedInput): CalcResult<LedResistorSolution> {
  const supply = toNumber(input.supplyVoltage);
  const forward = toNumber(input.forwardVoltage);
  if (!(supply > 0 && forward > 0)) return fail(LED_ERRORS.voltage);

  const maxLeds = Math.floor(supply / forward);
  if (maxLeds < 1) return fail(LED_ERRORS.tooLow(asEntered(input.supplyVoltage)));

  const requested = Math.floor(toNumber(input.ledCount));
  const ledCount = Math.min(Math.max(requested, 1), maxLeds);
  const totalDrop = ledCount * forward;
  // Only reachable when the drop equals the supply exactly (e.g. 2 × 1.8 V on 3.6 V).
  if (totalDrop >= supply) return fail(LED_ERRORS.insufficient);

  const current = toNumber(input.currentMa) / 1000;
  if (!(current > 0)) return fail(LED_ERRORS.current);

  const resistance = round2((supply - totalDrop) / current);
  // Size the wattage on the unrounded dissipation: 0.064 W must not be read as 0.06 W.
  const power = current * current * resistance;
  const e12 = nextE12AtOrAbove(resistance);
  return ok({
    resistance,
    bands: resistorColourBands(resistance),
    e12Bands: e12 === null ? null : resistorColourBands(e12),
    power: round2(power),
    totalDrop: round2(totalDrop),
    ledCount,
    maxLeds,
    clamped: ledCount !== requested,
    e12,
    wattage: resistorWattageFor(power),
  });
}
