import { describe, expect, it } from 'vitest';
import { dateBlock, dayKey, formatEventWhen, safeTimeZone } from './event-time';

const NOW = new Date('2026-01-15T12:00:00Z');

describe('event times in the event’s zone', () => {
  it('writes one day as "Sat, Mar 7 · 10:00 AM – 4:00 PM CST"', () => {
    expect(
      formatEventWhen('2026-03-07T10:00:00-06:00', '2026-03-07T16:00:00-06:00', 'America/Chicago', NOW),
    ).toBe('Sat, Mar 7 · 10:00 AM – 4:00 PM CST');
  });

  it('uses the zone, not the instant’s offset or the reader’s zone', () => {
    // The same instants as above, written in UTC, still read in Chicago.
    expect(formatEventWhen('2026-03-07T16:00:00Z', '2026-03-07T22:00:00Z', 'America/Chicago', NOW)).toBe(
      'Sat, Mar 7 · 10:00 AM – 4:00 PM CST',
    );
    expect(formatEventWhen('2026-03-07T16:00:00Z', '2026-03-07T22:00:00Z', 'America/New_York', NOW)).toBe(
      'Sat, Mar 7 · 11:00 AM – 5:00 PM EST',
    );
  });

  it('names both zones when the clocks change during the event, and writes each day of a long one', () => {
    expect(
      formatEventWhen('2026-03-08T01:00:00-06:00', '2026-03-08T04:00:00-05:00', 'America/Chicago', NOW),
    ).toBe('Sun, Mar 8 · 1:00 AM CST – 4:00 AM CDT');
    expect(
      formatEventWhen('2026-07-03T10:00:00-05:00', '2026-07-05T18:00:00-05:00', 'America/Chicago', NOW),
    ).toBe('Fri, Jul 3 · 10:00 AM – Sun, Jul 5 · 6:00 PM CDT');
  });

  it('adds the year when it is not this year', () => {
    expect(
      formatEventWhen('2027-01-09T10:00:00-06:00', '2027-01-09T12:00:00-06:00', 'America/Chicago', NOW),
    ).toBe('Sat, Jan 9, 2027 · 10:00 AM – 12:00 PM CST');
  });

  it('gives the date leaf and the day key in the zone', () => {
    expect(dateBlock('2026-03-08T04:30:00Z', 'America/Chicago')).toEqual({ month: 'Mar', day: '7' });
    expect(dayKey(new Date('2026-03-08T04:30:00Z'), 'America/Chicago')).toBe('2026-03-07');
    expect(safeTimeZone('Not/AZone')).toBe('America/Chicago');
  });
});
