import { describe, expect, it } from 'vitest';
import { conDates } from './con-dates';

describe('conDates', () => {
  it('writes a con’s dates as people read them', () => {
    expect(conDates('2027-04-24', '2027-04-26')).toBe('Apr 24–26, 2027');
    expect(conDates('2027-04-30', '2027-05-02')).toBe('Apr 30 – May 2, 2027');
    expect(conDates('2027-12-30', '2028-01-01')).toBe('Dec 30, 2027 – Jan 1, 2028');
    expect(conDates('2027-06-05', '2027-06-05')).toBe('Jun 5, 2027');
    expect(conDates(null, null)).toBe('Dates to be announced');
  });
});
