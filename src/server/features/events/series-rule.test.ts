import { describe, expect, it } from 'vitest';
import { wallTime } from '../../../shared/time/zoned';
import { expand, type SeriesRule, untilInstant } from './series-rule';

const FAR = Date.parse('2100-01-01T00:00:00Z');
const rule = (over: Partial<SeriesRule>): SeriesRule => ({
  frequency: 'weekly',
  timeZone: 'America/Chicago',
  firstDate: '2027-03-04',
  startTime: '19:00',
  untilDate: null,
  count: 4,
  ...over,
});
const iso = (rows: { start: number }[]) => rows.map((r) => new Date(r.start).toISOString());
const local = (rows: { start: number }[], zone = 'America/Chicago') =>
  rows.map((r) => {
    const w = wallTime(r.start, zone);
    return `${w.month}/${w.day} ${w.hour}:${String(w.minute).padStart(2, '0')}`;
  });

describe('series expansion on the zone’s wall clock', () => {
  it('weekly across the March 2027 change in Chicago: 7 pm stays 7 pm, UTC moves an hour', () => {
    const rows = expand(rule({}), FAR);
    expect(local(rows)).toEqual(['3/4 19:00', '3/11 19:00', '3/18 19:00', '3/25 19:00']);
    expect(iso(rows)).toEqual([
      '2027-03-05T01:00:00.000Z',
      '2027-03-12T01:00:00.000Z',
      '2027-03-19T00:00:00.000Z',
      '2027-03-26T00:00:00.000Z',
    ]);
  });

  it('weekly across the November 2027 change', () => {
    const rows = expand(rule({ firstDate: '2027-10-28', count: 3 }), FAR);
    expect(local(rows)).toEqual(['10/28 19:00', '11/4 19:00', '11/11 19:00']);
    expect(iso(rows)).toEqual([
      '2027-10-29T00:00:00.000Z',
      '2027-11-05T00:00:00.000Z',
      '2027-11-12T01:00:00.000Z',
    ]);
  });

  it('every two weeks, ended by a date (inclusive)', () => {
    const rows = expand(rule({ frequency: 'biweekly', count: null, untilDate: '2027-04-01' }), FAR);
    expect(local(rows)).toEqual(['3/4 19:00', '3/18 19:00', '4/1 19:00']);
  });

  it('second Saturday, monthly, across both changes', () => {
    const rows = expand(
      rule({ frequency: 'monthly-weekday', firstDate: '2027-02-13', startTime: '18:00', count: 10 }),
      FAR,
    );
    expect(rows.map((r) => r.date)).toEqual([
      '2027-02-13',
      '2027-03-13',
      '2027-04-10',
      '2027-05-08',
      '2027-06-12',
      '2027-07-10',
      '2027-08-14',
      '2027-09-11',
      '2027-10-09',
      '2027-11-13',
    ]);
    expect(new Set(local(rows).map((t) => t.split(' ')[1]))).toEqual(new Set(['18:00']));
    // 6 pm CST is midnight UTC; 6 pm CDT is 11 pm UTC.
    expect(iso(rows).slice(1, 3)).toEqual(['2027-03-14T00:00:00.000Z', '2027-04-10T23:00:00.000Z']);
    expect(iso(rows).slice(8)).toEqual(['2027-10-09T23:00:00.000Z', '2027-11-14T00:00:00.000Z']);
  });

  it('last Friday of the month', () => {
    const rows = expand(rule({ frequency: 'monthly-last-weekday', firstDate: '2027-01-29', count: 3 }), FAR);
    expect(rows.map((r) => r.date)).toEqual(['2027-01-29', '2027-02-26', '2027-03-26']);
  });

  it('monthly on the 31st skips the months without one (RFC 5545, as calendar apps do)', () => {
    const rows = expand(rule({ frequency: 'monthly-day', firstDate: '2027-01-31', count: 7 }), FAR);
    expect(rows.map((r) => r.date)).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
      '2027-08-31',
      '2027-10-31',
      '2027-12-31',
    ]);
  });

  it('stops before the window’s end', () => {
    const rows = expand(rule({ count: 100 }), Date.parse('2027-03-19T00:00:00Z'));
    expect(rows).toHaveLength(2);
  });

  it('a series made in Berlin keeps Berlin’s 10:00; read in Chicago it moves with the two DST calendars', () => {
    const rows = expand(
      rule({ timeZone: 'Europe/Berlin', firstDate: '2027-03-11', startTime: '10:00', count: 4 }),
      FAR,
    );
    expect(local(rows, 'Europe/Berlin')).toEqual(['3/11 10:00', '3/18 10:00', '3/25 10:00', '4/1 10:00']);
    // Chicago changes on March 14, Berlin on March 28: 4 am, then 3 am, then 3 am again.
    expect(local(rows)).toEqual(['3/11 3:00', '3/18 4:00', '3/25 4:00', '4/1 3:00']);
  });

  it('the until date ends at midnight in the zone', () => {
    expect(
      new Date(untilInstant({ untilDate: '2027-03-13', timeZone: 'America/Chicago' })!).toISOString(),
    ).toBe('2027-03-14T05:59:59.000Z');
  });
});
