import { describe, expect, it } from 'vitest';
import { runFixedSteps } from './fixed-step';

const count = (n: number) => n + 1;

describe('runFixedSteps', () => {
  it('runs only whole ticks and carries the remainder', () => {
    const first = runFixedSteps(0, 0, 25, 10, count);
    expect(first).toEqual({ state: 2, carryMs: 5, ticks: 2 });
    const second = runFixedSteps(first.state, first.carryMs, 5, 10, count);
    expect(second).toEqual({ state: 3, carryMs: 0, ticks: 1 });
  });

  it('counts the same ticks for 60 Hz and 120 Hz frames despite float drift', () => {
    const ticksAfter = (hz: number, seconds: number) => {
      let state = 0;
      let carry = 0;
      for (let i = 0; i < hz * seconds; i++) {
        ({ state, carryMs: carry } = runFixedSteps(state, carry, 1000 / hz, 16, count));
      }
      return state;
    };
    expect(ticksAfter(60, 10)).toBe(625);
    expect(ticksAfter(120, 10)).toBe(625);
    expect(ticksAfter(144, 10)).toBe(625);
  });

  it('ignores negative and non-finite elapsed time', () => {
    expect(runFixedSteps(0, 4, -50, 10, count)).toEqual({ state: 0, carryMs: 4, ticks: 0 });
    expect(runFixedSteps(0, 4, Number.NaN, 10, count)).toEqual({ state: 0, carryMs: 4, ticks: 0 });
  });

  it('drops a huge backlog after the tick cap instead of replaying it', () => {
    expect(runFixedSteps(0, 0, 1_000_000, 10, count, 30)).toEqual({ state: 30, carryMs: 0, ticks: 30 });
  });
});
