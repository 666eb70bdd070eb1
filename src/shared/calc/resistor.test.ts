import { describe, expect, it } from 'vitest';
import { nextE12AtOrAbove, resistorColourBands, resistorWattageFor } from './resistor';

const names = (ohms: number) => resistorColourBands(ohms)?.map((band) => band.name) ?? null;

describe('resistorColourBands', () => {
  it('uses two significant digits, a multiplier and a gold tolerance band', () => {
    expect(names(160)).toEqual(['brown', 'blue', 'brown', 'gold']); // 16 × 10
    expect(names(300)).toEqual(['orange', 'black', 'brown', 'gold']); // 30 × 10
    expect(names(4700)).toEqual(['yellow', 'violet', 'red', 'gold']); // 47 × 100
    expect(names(10)).toEqual(['brown', 'black', 'black', 'gold']); // 10 × 1
    expect(names(1_000_000)).toEqual(['brown', 'black', 'green', 'gold']); // 10 × 10⁵
  });

  it('uses gold and silver multipliers below 10 Ω', () => {
    expect(names(4.7)).toEqual(['yellow', 'violet', 'gold', 'gold']); // 47 × 0.1
    expect(names(0.47)).toEqual(['yellow', 'violet', 'silver', 'gold']); // 47 × 0.01
    expect(names(0.3)).toEqual(['orange', 'black', 'silver', 'gold']); // 0.3 / 0.01 is 29.999… in binary
  });

  it('truncates beyond two digits', () => {
    expect(names(165)).toEqual(['brown', 'blue', 'brown', 'gold']);
    expect(names(99.99)).toEqual(['white', 'white', 'black', 'gold']);
  });

  it('returns hex colours with the names', () => {
    expect(resistorColourBands(160)).toEqual([
      { role: 'first-digit', name: 'brown', hex: '#8B4513' },
      { role: 'second-digit', name: 'blue', hex: '#0000FF' },
      { role: 'multiplier', name: 'brown', hex: '#8B4513' },
      { role: 'tolerance', name: 'gold', hex: '#D4AF37' },
    ]);
  });

  it('gives no code for values bands cannot show', () => {
    expect(names(0)).toBeNull();
    expect(names(0.05)).toBeNull();
    expect(names(1e12)).toBeNull();
  });
});

describe('nextE12AtOrAbove', () => {
  it('picks the smallest E12 value at or above', () => {
    expect(nextE12AtOrAbove(160)).toBe(180);
    expect(nextE12AtOrAbove(300)).toBe(330);
    expect(nextE12AtOrAbove(180)).toBe(180);
    expect(nextE12AtOrAbove(83)).toBe(100);
    expect(nextE12AtOrAbove(4.5)).toBe(4.7);
    expect(nextE12AtOrAbove(0.45)).toBe(0.47);
    expect(nextE12AtOrAbove(1000)).toBe(1000);
    expect(nextE12AtOrAbove(0)).toBeNull();
  });
});

describe('resistorWattageFor', () => {
  it('needs at least twice the dissipation', () => {
    expect(resistorWattageFor(0.05)?.label).toBe('1/8 W'); // 0.1 ≤ 0.125
    expect(resistorWattageFor(0.0625)?.label).toBe('1/8 W'); // exactly 0.125
    expect(resistorWattageFor(0.064)?.label).toBe('1/4 W'); // 0.128 > 0.125
    expect(resistorWattageFor(0.3)?.label).toBe('1 W'); // 0.6 > 0.5
    expect(resistorWattageFor(2.5)?.label).toBe('5 W');
    expect(resistorWattageFor(2.6)).toBeNull();
  });
});
