/** Display helpers for calculator results. */

/** Two decimals, as the spec asks for results (3.14159 → '3.14', 160 → '160.00'). */
export function format2(value: number): string {
  return value.toFixed(2);
}

/** A standard resistor value with an SI prefix: 180 → '180 Ω', 4700 → '4.7 kΩ'. */
export function formatOhms(ohms: number): string {
  const [scaled, prefix] = ohms >= 1e6 ? [ohms / 1e6, 'M'] : ohms >= 1e3 ? [ohms / 1e3, 'k'] : [ohms, ''];
  // toPrecision drops binary noise (4.7000000000000002) before printing.
  return `${Number(scaled.toPrecision(6))}\u00a0${prefix}Ω`;
}

/** True when every field is empty, so the calculator shows placeholders rather than an error. */
export function allBlank(values: readonly string[]): boolean {
  return values.every((value) => value.trim() === '');
}
