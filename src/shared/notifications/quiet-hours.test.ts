import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS, quietUntil } from './quiet-hours';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);

describe('quietUntil', () => {
  it('sends at once outside the quiet hours', () => {
    expect(quietUntil(at('2026-03-05T15:00:00-06:00'), CHICAGO, DEFAULT_QUIET_HOURS)).toBeUndefined();
    expect(quietUntil(at('2026-03-05T21:59:00-06:00'), CHICAGO, DEFAULT_QUIET_HOURS)).toBeUndefined();
    expect(quietUntil(at('2026-03-05T07:00:00-06:00'), CHICAGO, DEFAULT_QUIET_HOURS)).toBeUndefined();
  });

  it('holds a late-evening push until 7 the next morning, in the member’s own zone', () => {
    expect(quietUntil(at('2026-03-05T23:30:00-06:00'), CHICAGO, DEFAULT_QUIET_HOURS)).toBe(
      at('2026-03-06T07:00:00-06:00'),
    );
    // 23:30 in Chicago is 00:30 in Detroit: later the same (Eastern) night, so 7 am Eastern.
    expect(quietUntil(at('2026-03-05T23:30:00-06:00'), 'America/New_York', DEFAULT_QUIET_HOURS)).toBe(
      at('2026-03-06T07:00:00-05:00'),
    );
  });

  it('holds an early-morning push until 7 the same morning, across a clock change', () => {
    expect(quietUntil(at('2026-03-06T03:00:00-06:00'), CHICAGO, DEFAULT_QUIET_HOURS)).toBe(
      at('2026-03-06T07:00:00-06:00'),
    );
    // The night the clocks spring forward (March 8, 2026): 7 am is CDT.
    expect(quietUntil(at('2026-03-08T01:00:00-06:00'), CHICAGO, DEFAULT_QUIET_HOURS)).toBe(
      at('2026-03-08T07:00:00-05:00'),
    );
  });

  it('takes daytime quiet hours, and none at all when from equals to', () => {
    expect(quietUntil(at('2026-03-05T10:00:00-06:00'), CHICAGO, { from: 9, to: 17 })).toBe(
      at('2026-03-05T17:00:00-06:00'),
    );
    expect(quietUntil(at('2026-03-05T23:30:00-06:00'), CHICAGO, { from: 0, to: 0 })).toBeUndefined();
  });
});
