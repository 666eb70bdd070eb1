import { describe, expect, it } from 'vitest';
import { OHM_ERRORS, OHM_UNITS, solveOhmsLaw } from './electronics';

describe('solveOhmsLaw', () => {
  it('current from 12 V across 6 Ω: I = 2 A, P = 24 W', () => {
    expect(solveOhmsLaw('current', { voltage: '12', resistance: '6' })).toEqual({
      ok: true,
      value: { voltage: 12, current: 2, currentMa: 2000, resistance: 6, power: 24 },
    });
  });

  it('resistance from 9 V at 0.02 A: R = 450 Ω, P = 0.18 W', () => {
    expect(solveOhmsLaw('resistance', { voltage: 9, current: 0.02 })).toEqual({
      ok: true,
      value: { voltage: 9, current: 0.02, currentMa: 20, resistance: 450, power: 0.18 },
    });
  });

  it('voltage from 0.5 A through 220 Ω: V = 110 V, P = 55 W', () => {
    expect(solveOhmsLaw('voltage', { current: '0.5', resistance: '220' })).toEqual({
      ok: true,
      value: { voltage: 110, current: 0.5, currentMa: 500, resistance: 220, power: 55 },
    });
  });

  it('ignores the value of the quantity being solved for', () => {
    const result = solveOhmsLaw('voltage', { voltage: '-99', current: '2', resistance: '3' });
    expect(result).toEqual({
      ok: true,
      value: { voltage: 6, current: 2, currentMa: 2000, resistance: 3, power: 12 },
    });
  });

  it('explains division by zero and negative inputs', () => {
    expect(solveOhmsLaw('current', { voltage: '5', resistance: '' })).toEqual({
      ok: false,
      error: OHM_ERRORS.zeroResistance,
    });
    expect(solveOhmsLaw('resistance', { voltage: '5' })).toEqual({
      ok: false,
      error: OHM_ERRORS.zeroCurrent,
    });
    expect(solveOhmsLaw('voltage', { current: '-1', resistance: '5' })).toEqual({
      ok: false,
      error: OHM_ERRORS.negative,
    });
  });

  it('names its units', () => {
    expect(OHM_UNITS).toEqual({ voltage: 'V', current: 'A', resistance: 'Ω', power: 'W' });
  });
});

describe('small currents', () => {
  it('keeps the milliamperes to two decimals: 6 V over 110 Ω is 54.55 mA, not 0.05 A', () => {
    const result = solveOhmsLaw('current', { voltage: '6', resistance: '110' });
    expect(result.ok && result.value.currentMa).toBe(54.55);
    expect(result.ok && result.value.current).toBe(0.05);
  });
});
