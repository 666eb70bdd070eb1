import { describe, expect, it } from 'vitest';
import { LED_DEFAULTS, LED_ERRORS, solveLedResistor } from './led-resistor';

const names = (result: ReturnType<typeof solveLedResistor>) =>
  result.ok ? result.value.bands?.map((band) => band.name) : undefined;

describe('solveLedResistor', () => {
  it('defaults 5 V, 1.8 V, 20 mA, 1 LED: (5 − 1.8) / 0.02 = 160 Ω', () => {
    const result = solveLedResistor(LED_DEFAULTS);
    expect(result).toMatchObject({
      ok: true,
      value: {
        resistance: 160,
        power: 0.06, // 0.02² × 160 = 0.064 W
        totalDrop: 1.8,
        ledCount: 1,
        maxLeds: 2,
        clamped: false,
        e12: 180,
        wattage: { label: '1/4 W', watts: 0.25 }, // 2 × 0.064 = 0.128 > 1/8
      },
    });
    expect(names(result)).toEqual(['brown', 'blue', 'brown', 'gold']);
  });

  it('12 V, 2 V, 20 mA, 3 LEDs: (12 − 6) / 0.02 = 300 Ω, 0.12 W', () => {
    const result = solveLedResistor({
      supplyVoltage: '12',
      forwardVoltage: '2',
      currentMa: '20',
      ledCount: '3',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { resistance: 300, power: 0.12, totalDrop: 6, ledCount: 3, maxLeds: 6, e12: 330 },
    });
    expect(result.ok && result.value.wattage?.label).toBe('1/4 W'); // 0.24 ≤ 0.25
    expect(names(result)).toEqual(['orange', 'black', 'brown', 'gold']);
  });

  it('9 V, 3.2 V, 15 mA, 2 LEDs: (9 − 6.4) / 0.015 = 173.33 Ω', () => {
    const result = solveLedResistor({ supplyVoltage: 9, forwardVoltage: 3.2, currentMa: 15, ledCount: 2 });
    // 0.015² × 173.33 = 0.039 W
    expect(result).toMatchObject({
      ok: true,
      value: { resistance: 173.33, power: 0.04, totalDrop: 6.4, e12: 180 },
    });
    expect(names(result)).toEqual(['brown', 'violet', 'brown', 'gold']);
  });

  it('clamps the LED count to floor(supply / forward) and to at least 1', () => {
    // 5 / 1.8 = 2.78, so at most 2 LEDs.
    const tooMany = solveLedResistor({ ...LED_DEFAULTS, ledCount: '10' });
    expect(tooMany).toMatchObject({
      ok: true,
      value: { ledCount: 2, maxLeds: 2, clamped: true, totalDrop: 3.6, resistance: 70 }, // 1.4 / 0.02
    });
    const none = solveLedResistor({ ...LED_DEFAULTS, ledCount: '0' });
    expect(none).toMatchObject({ ok: true, value: { ledCount: 1, clamped: true, resistance: 160 } });
    const blank = solveLedResistor({ ...LED_DEFAULTS, ledCount: '' });
    expect(blank).toMatchObject({ ok: true, value: { ledCount: 1 } });
  });

  it('requires both voltages to be greater than 0', () => {
    const error = 'Error: Voltage values must be greater than 0.';
    expect(LED_ERRORS.voltage).toBe(error);
    expect(solveLedResistor({ ...LED_DEFAULTS, supplyVoltage: '0' })).toEqual({ ok: false, error });
    expect(solveLedResistor({ ...LED_DEFAULTS, forwardVoltage: '-1' })).toEqual({ ok: false, error });
    expect(solveLedResistor({ ...LED_DEFAULTS, supplyVoltage: 'abc' })).toEqual({ ok: false, error });
  });

  it('says when the supply is too low for one LED, quoting the supply as entered', () => {
    expect(solveLedResistor({ ...LED_DEFAULTS, supplyVoltage: '1.5' })).toEqual({
      ok: false,
      error: 'Error: Supply voltage (1.5V) is too low for even one LED.',
    });
    expect(solveLedResistor({ ...LED_DEFAULTS, supplyVoltage: ' 1.50 ' })).toEqual({
      ok: false,
      error: 'Error: Supply voltage (1.50V) is too low for even one LED.',
    });
  });

  it('says when the LEDs would drop the whole supply', () => {
    // 3.6 / 1.8 = 2 LEDs allowed, but 2 × 1.8 = 3.6 leaves nothing for the resistor.
    expect(solveLedResistor({ ...LED_DEFAULTS, supplyVoltage: '3.6', ledCount: '2' })).toEqual({
      ok: false,
      error: 'Error: Insufficient voltage to drive the specified number of LEDs.',
    });
  });

  it('rejects a current of 0 mA instead of dividing by zero', () => {
    expect(solveLedResistor({ ...LED_DEFAULTS, currentMa: '0' })).toEqual({
      ok: false,
      error: LED_ERRORS.current,
    });
  });
});
