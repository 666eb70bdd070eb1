import { describe, expect, it } from 'vitest';
import { instantToZoned, isValidTimeZone, offsetMinutes, zonedToInstant } from './zoned-time';

const CHICAGO = 'America/Chicago';

describe('zonedToInstant', () => {
  it('uses the offset the zone has on that date, before and after clocks go forward (2026-03-08)', () => {
    expect(zonedToInstant('2026-03-07', '10:00', CHICAGO)).toBe('2026-03-07T10:00:00-06:00');
    expect(zonedToInstant('2026-03-08', '01:30', CHICAGO)).toBe('2026-03-08T01:30:00-06:00');
    expect(zonedToInstant('2026-03-08', '10:00', CHICAGO)).toBe('2026-03-08T10:00:00-05:00');
    expect(Date.parse(zonedToInstant('2026-03-08', '10:00', CHICAGO)!)).toBe(Date.UTC(2026, 2, 8, 15, 0));
  });

  it('moves a time the clocks skip forward by the gap: 2:30 AM on 2026-03-08 is 3:30 AM CDT', () => {
    expect(zonedToInstant('2026-03-08', '02:30', CHICAGO)).toBe('2026-03-08T03:30:00-05:00');
  });

  it('uses the offset the zone has on that date, before and after clocks go back (2026-11-01)', () => {
    expect(zonedToInstant('2026-10-31', '18:00', CHICAGO)).toBe('2026-10-31T18:00:00-05:00');
    expect(zonedToInstant('2026-11-01', '00:30', CHICAGO)).toBe('2026-11-01T00:30:00-05:00');
    expect(zonedToInstant('2026-11-01', '10:00', CHICAGO)).toBe('2026-11-01T10:00:00-06:00');
    expect(Date.parse(zonedToInstant('2026-11-01', '10:00', CHICAGO)!)).toBe(Date.UTC(2026, 10, 1, 16, 0));
  });

  it('takes the first of the two 1:30 AMs when clocks go back', () => {
    expect(zonedToInstant('2026-11-01', '01:30', CHICAGO)).toBe('2026-11-01T01:30:00-05:00');
  });

  it('handles other zones: Phoenix keeps -07:00, Kolkata is +05:30, UTC is +00:00', () => {
    expect(zonedToInstant('2026-07-04', '12:00', 'America/Phoenix')).toBe('2026-07-04T12:00:00-07:00');
    expect(zonedToInstant('2026-07-04', '12:00', 'Asia/Kolkata')).toBe('2026-07-04T12:00:00+05:30');
    expect(zonedToInstant('2026-07-04', '12:00', 'UTC')).toBe('2026-07-04T12:00:00+00:00');
  });

  it('answers null for an impossible date, a bad time or an unknown zone', () => {
    expect(zonedToInstant('2026-02-31', '10:00', CHICAGO)).toBeNull();
    expect(zonedToInstant('2026-03-08', '25:00', CHICAGO)).toBeNull();
    expect(zonedToInstant('', '10:00', CHICAGO)).toBeNull();
    expect(zonedToInstant('2026-03-08', '10:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('instantToZoned and offsets', () => {
  it('shows an instant as the date and time in the event zone', () => {
    expect(instantToZoned('2026-03-08T15:00:00Z', CHICAGO)).toEqual({ date: '2026-03-08', time: '10:00' });
    expect(instantToZoned('2026-03-08T05:30:00Z', CHICAGO)).toEqual({ date: '2026-03-07', time: '23:30' });
    expect(instantToZoned('not a date', CHICAGO)).toEqual({ date: '', time: '' });
  });

  it('round-trips every half hour across both changes of the clocks', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const iso = zonedToInstant(day, time, CHICAGO)!;
        const back = instantToZoned(iso, CHICAGO);
        if (day === '2026-03-08' && time.startsWith('02:')) expect(back.time.startsWith('03:')).toBe(true);
        else expect(back).toEqual({ date: day, time });
      }
    }
  });

  it('knows offsets and zone names', () => {
    expect(offsetMinutes(Date.UTC(2026, 0, 15), CHICAGO)).toBe(-360);
    expect(offsetMinutes(Date.UTC(2026, 6, 15), CHICAGO)).toBe(-300);
    expect(isValidTimeZone('America/Indiana/Indianapolis')).toBe(true);
    expect(isValidTimeZone('Central')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
