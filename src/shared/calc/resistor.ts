/** Resistor helpers: colour bands, E12 preferred values and power ratings. */

export type ResistorColour =
  | 'silver'
  | 'gold'
  | 'black'
  | 'brown'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'blue'
  | 'violet'
  | 'grey'
  | 'white';

export const RESISTOR_COLOUR_HEX: Record<ResistorColour, string> = {
  silver: '#C0C0C0',
  gold: '#D4AF37',
  black: '#000000',
  brown: '#8B4513',
  red: '#FF0000',
  orange: '#FFA500',
  yellow: '#FFFF00',
  green: '#008000',
  blue: '#0000FF',
  violet: '#8B00FF',
  grey: '#808080',
  white: '#FFFFFF',
};

/** Colour of each digit 0–9. */
const DIGIT_COLOURS: readonly ResistorColour[] = [
  'black',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'violet',
  'grey',
  'white',
];

export interface ColourBand {
  role: 'first-digit' | 'second-digit' | 'multiplier' | 'tolerance';
  name: ResistorColour;
  hex: string;
}

function band(role: ColourBand['role'], name: ResistorColour): ColourBand {
  return { role, name, hex: RESISTOR_COLOUR_HEX[name] };
}

/** Multiplier colour for 10^exponent: silver ×0.01, gold ×0.1, then the digit colours. */
function multiplierColour(exponent: number): ResistorColour | undefined {
  if (exponent === -2) return 'silver';
  if (exponent === -1) return 'gold';
  return DIGIT_COLOURS[exponent];
}

/**
 * Four-band code: the first two significant digits (truncated, not rounded), a multiplier band
 * and a gold 5% tolerance band. Null when the value is not positive or outside 0.1 Ω – 99 GΩ.
 */
export function resistorColourBands(ohms: number): ColourBand[] | null {
  if (!(ohms > 0) || !Number.isFinite(ohms)) return null;
  let exponent = Math.floor(Math.log10(ohms)) - 1;
  // Two-digit mantissa in [10, 100); the small tolerance absorbs binary noise like 29.999999.
  let twoDigits = Math.floor(ohms / 10 ** exponent + 1e-9);
  if (twoDigits >= 100) {
    exponent += 1;
    twoDigits = Math.floor(twoDigits / 10);
  } else if (twoDigits < 10) {
    exponent -= 1;
    twoDigits = Math.floor(ohms / 10 ** exponent + 1e-9);
  }
  const first = DIGIT_COLOURS[Math.floor(twoDigits / 10)];
  const second = DIGIT_COLOURS[twoDigits % 10];
  const multiplier = multiplierColour(exponent);
  if (!first || !second || !multiplier) return null;
  return [
    band('first-digit', first),
    band('second-digit', second),
    band('multiplier', multiplier),
    band('tolerance', 'gold'),
  ];
}

/** The E12 preferred numbers for one decade, as two-digit mantissas. */
export const E12_SERIES = [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82] as const;

/** Smallest E12 value at or above `ohms` (so the LED current never exceeds the target). */
export function nextE12AtOrAbove(ohms: number): number | null {
  if (!(ohms > 0) || !Number.isFinite(ohms)) return null;
  const exponent = Math.floor(Math.log10(ohms)) - 1;
  for (const decade of [exponent - 1, exponent, exponent + 1]) {
    for (const mantissa of E12_SERIES) {
      // toPrecision strips float noise such as 47 * 10 ** -2 = 0.47000000000000003.
      const value = Number((mantissa * 10 ** decade).toPrecision(12));
      if (value >= ohms * (1 - 1e-12)) return value;
    }
  }
  return null;
}

export interface WattageRating {
  watts: number;
  label: string;
}

/** Common through-hole resistor power ratings. */
export const RESISTOR_WATTAGES: readonly WattageRating[] = [
  { watts: 0.125, label: '1/8 W' },
  { watts: 0.25, label: '1/4 W' },
  { watts: 0.5, label: '1/2 W' },
  { watts: 1, label: '1 W' },
  { watts: 2, label: '2 W' },
  { watts: 5, label: '5 W' },
];

/** Smallest standard rating with at least 2× headroom over the dissipation; null above 2.5 W. */
export function resistorWattageFor(dissipationWatts: number): WattageRating | null {
  return RESISTOR_WATTAGES.find((rating) => rating.watts >= 2 * dissipationWatts) ?? null;
}
