import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  formatForPeople,
  instantFromWallTime,
  offsetMinutesAt,
  parseIsoInstant,
  toZonedIso,
  wallTime,
} from './zoned';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);

describe('zoned times', () => {
  it('gives 10:00 in Chicago the offset of its day across the March change (8 March 2026)', () => {
    expect(toZonedIso(at('2026-03-07T16:00:00Z'), CHICAGO)).toBe('2026-03-07T10:00:00-06:00');
    expect(toZonedIso(at('2026-03-08T15:00:00Z'), CHICAGO)).toBe('2026-03-08T10:00:00-05:00');
    expect(toZonedIso(at('2026-03-09T15:00:00Z'), CHICAGO)).toBe('2026-03-09T10:00:00-05:00');
  });

  it('and across the November change (1 November 2026)', () => {
    expect(toZonedIso(at('2026-10-31T15:00:00Z'), CHICAGO)).toBe('2026-10-31T10:00:00-05:00');
    expect(toZonedIso(at('2026-11-01T16:00:00Z'), CHICAGO)).toBe('2026-11-01T10:00:00-06:00');
  });

  it('switches offset at the very instant the clocks change', () => {
    // 2026-03-08 02:00 CST is 08:00Z; a millisecond before, it is still standard time.
    expect(offsetMinutesAt(at('2026-03-08T07:59:59.999Z'), CHICAGO)).toBe(-360);
    expect(offsetMinutesAt(at('2026-03-08T08:00:00Z'), CHICAGO)).toBe(-300);
    expect(offsetMinutesAt(at('2026-11-01T06:59:59Z'), CHICAGO)).toBe(-300);
    expect(offsetMinutesAt(at('2026-11-01T07:00:00Z'), CHICAGO)).toBe(-360);
    expect(toZonedIso(at('2026-03-08T08:00:00Z'), CHICAGO)).toBe('2026-03-08T03:00:00-05:00');
  });

  it('writes other zones, half-hour offsets, UTC and milliseconds', () => {
    expect(toZonedIso(at('2026-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01T17:30:00+05:30');
    expect(toZonedIso(at('2026-07-01T12:00:00Z'), 'UTC')).toBe('2026-07-01T12:00:00+00:00');
    expect(toZonedIso(at('2026-01-15T18:30:00.250Z'), 'America/New_York')).toBe(
      '2026-01-15T13:30:00.250-05:00',
    );
    expect(wallTime(at('2026-12-31T23:59:59Z'), 'Pacific/Auckland')).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 12,
      offsetMinutes: 780,
    });
  });

  it('reads ISO 8601 with an offset back to the same instant, and refuses days that do not exist', () => {
    expect(parseIsoInstant('2026-03-08T10:00:00-05:00')).toBe(at('2026-03-08T15:00:00Z'));
    expect(parseIsoInstant('2026-03-08T10:00-05:00')).toBe(at('2026-03-08T15:00:00Z'));
    expect(parseIsoInstant('2026-03-08T15:00:00.5Z')).toBe(at('2026-03-08T15:00:00.500Z'));
    for (const bad of [
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-03-08T24:00:00Z',
      '2026-03-08T10:60:00Z',
      '2026-03-08T10:00:00+15:00',
      '2026-03-08T10:00:00',
      '2026-03-08',
      'tomorrow',
    ])
      expect(parseIsoInstant(bad), bad).toBeUndefined();
    for (const iso of ['2026-03-07T10:00:00-06:00', '2026-11-01T10:00:00-06:00', '2026-07-01T17:30:00+05:30'])
      expect(toZonedIso(parseIsoInstant(iso)!, iso.endsWith('+05:30') ? 'Asia/Kolkata' : CHICAGO)).toBe(iso);
  });

  it('turns a wall-clock time in a zone into its instant, across both changes', () => {
    expect(instantFromWallTime('2026-03-07T10:00', CHICAGO)).toBe(at('2026-03-07T16:00:00Z'));
    expect(instantFromWallTime('2026-03-08T10:00', CHICAGO)).toBe(at('2026-03-08T15:00:00Z'));
    expect(instantFromWallTime('2026-11-01T10:00:00', CHICAGO)).toBe(at('2026-11-01T16:00:00Z'));
    // Skipped by the clocks: moved forward by the gap. Twice: the first one.
    expect(instantFromWallTime('2026-03-08T02:30', CHICAGO)).toBe(at('2026-03-08T08:30:00Z'));
    expect(instantFromWallTime('2026-11-01T01:30', CHICAGO)).toBe(at('2026-11-01T06:30:00Z'));
    expect(instantFromWallTime('2026-02-30T10:00', CHICAGO)).toBeUndefined();
  });

  it('knows the zones Intl knows, spelled as Intl spells them, and nothing else', () => {
    expect(canonicalTimeZone('America/Chicago')).toBe(CHICAGO);
    expect(canonicalTimeZone('america/chicago')).toBe(CHICAGO);
    // Links stay as given: ICU would call Kolkata by its old name.
    expect(canonicalTimeZone('US/Central')).toBe('US/Central');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    for (const bad of ['Mars/Olympus_Mons', '+05:00', '', 'America/Chicago; DROP', 'a'.repeat(80)])
      expect(canonicalTimeZone(bad), bad).toBeUndefined();
  });

  it('writes times for people in the event’s zone, with its abbreviation', () => {
    expect(formatForPeople(at('2026-03-07T16:00:00Z'), CHICAGO)).toBe(
      'Saturday, March 7, 2026 at 10:00 AM CST',
    );
    expect(formatForPeople(at('2026-03-09T15:00:00Z'), CHICAGO)).toBe(
      'Monday, March 9, 2026 at 10:00 AM CDT',
    );
  });
});
