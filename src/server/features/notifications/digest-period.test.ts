import { describe, expect, it } from 'vitest';
import { digestIsDue, digestPeriod, digestZone } from './digest-period';

const at = (iso: string) => Date.parse(iso);

describe('digest periods', () => {
  it('reckons the morning in Eastern for Indiana, Michigan and Ohio, Central elsewhere', () => {
    expect(digestZone(['Ohio'])).toBe('America/New_York');
    expect(digestZone(['Kansas', 'Michigan'])).toBe('America/Chicago');
    expect(digestZone([])).toBe('America/Chicago');
  });

  it('starts a daily period at 8:00 local, across the change to summer time', () => {
    const zone = 'America/Chicago';
    const since = at('2026-03-07T14:30:00Z'); // Saturday 8:30 CST
    expect(digestIsDue(at('2026-03-08T12:59:00Z'), since, zone, 'daily')).toBe(false); // 7:59 CDT
    expect(digestIsDue(at('2026-03-08T13:00:00Z'), since, zone, 'daily')).toBe(true); // 8:00 CDT
    expect(digestIsDue(at('2026-03-07T23:00:00Z'), since, zone, 'daily')).toBe(false);
  });

  it('starts a weekly period on Monday at 8:00 local', () => {
    const zone = 'America/New_York';
    const sunday = at('2026-03-15T16:00:00Z');
    const mondayEarly = at('2026-03-16T11:59:00Z'); // 7:59 EDT
    const mondayEight = at('2026-03-16T12:00:00Z');
    expect(digestPeriod(sunday, zone, 'weekly')).toBe(digestPeriod(mondayEarly, zone, 'weekly'));
    expect(digestPeriod(mondayEight, zone, 'weekly')).toBe(digestPeriod(sunday, zone, 'weekly') + 7);
    expect(digestIsDue(mondayEight, at('2026-03-10T12:00:00Z'), zone, 'weekly')).toBe(true);
    expect(digestIsDue(at('2026-03-22T12:00:00Z'), mondayEight, zone, 'weekly')).toBe(false);
  });
});
