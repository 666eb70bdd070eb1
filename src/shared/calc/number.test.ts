import { describe, expect, it } from 'vitest';
import { round2, toNumber } from './number';

describe('toNumber', () => {
  it('reads decimal text and numbers', () => {
    expect(toNumber('12')).toBe(12);
    expect(toNumber(' 1.5 ')).toBe(1.5);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber('-2.25')).toBe(-2.25);
    expect(toNumber('1e3')).toBe(1000);
    expect(toNumber(7.5)).toBe(7.5);
  });

  it('counts non-numbers as 0', () => {
    for (const input of ['', '   ', 'abc', '12abc', '1,5', '0x10', 'Infinity', 'NaN', '1e999']) {
      expect(toNumber(input)).toBe(0);
    }
    expect(toNumber(Number.NaN)).toBe(0);
    expect(toNumber(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('round2', () => {
  it('rounds to 2 decimals, half away from zero', () => {
    expect(round2(Math.PI)).toBe(3.14);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-2.345)).toBe(-2.35);
    expect(round2(160.00000000000003)).toBe(160);
    expect(round2(0.064)).toBe(0.06);
  });

  it('never returns -0', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});
