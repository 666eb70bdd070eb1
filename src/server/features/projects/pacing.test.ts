import { describe, expect, it } from 'vitest';
import { budgetTotalsOf, dayIn, daysBetween, lineCents, makerZone, pacingOf } from './pacing';

const CHICAGO = 'America/Chicago';

describe('project pacing', () => {
  it('counts calendar days, whatever the clocks do (DST weeks, leap days, year ends)', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2); // over spring-forward (23 h day)
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2); // over fall-back (25 h day)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
  });

  it('today is the maker’s local day: late evening in Chicago is still yesterday in UTC terms', () => {
    const evening = Date.parse('2026-03-08T04:30:00Z'); // 22:30 CST on 7 March
    expect(dayIn(evening, CHICAGO)).toBe('2026-03-07');
    expect(dayIn(evening, 'America/New_York')).toBe('2026-03-07');
    expect(dayIn(Date.parse('2026-03-08T05:30:00Z'), 'America/New_York')).toBe('2026-03-08');
  });

  it('the maker’s zone is their first state’s (by name), Central without one', () => {
    expect(makerZone(['Ohio'])).toBe('America/New_York');
    expect(makerZone(['Ohio', 'Illinois'])).toBe('America/Chicago');
    expect(makerZone([])).toBe(CHICAGO);
  });

  it('minutes a day and behind', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const at = (targetDate: string | null, remainingMinutes: number) =>
      pacingOf({ targetDate, now, zone: CHICAGO, remainingMinutes });
    expect(at('2026-03-07', 1500)).toEqual({
      targetDate: '2026-03-07',
      daysLeft: 6,
      remainingMinutes: 1500,
      minutesPerDay: 250,
      behind: true,
    });
    expect(at('2026-03-07', 1440)).toMatchObject({ minutesPerDay: 240, behind: false });
    expect(at('2026-03-07', 1441)).toMatchObject({ minutesPerDay: 241, behind: true });
    // The day itself and after: no rate; behind only with work left.
    expect(at('2026-03-01', 10)).toMatchObject({ daysLeft: 0, minutesPerDay: null, behind: true });
    expect(at('2026-02-20', 0)).toMatchObject({ daysLeft: -9, minutesPerDay: null, behind: false });
    expect(at(null, 500)).toEqual({
      targetDate: null,
      daysLeft: null,
      remainingMinutes: 500,
      minutesPerDay: null,
      behind: false,
    });
  });

  it('budget totals round each line to the cent', () => {
    expect(lineCents(1.5, 1999)).toBe(2999);
    expect(lineCents(0.333, 1000)).toBe(333);
    const totals = budgetTotalsOf(
      [
        { status: 'needed', quantity: 1.5, unitCostCents: 1999 },
        { status: 'ordered', quantity: 1, unitCostCents: 100 },
        { status: 'arrived', quantity: 2, unitCostCents: 50 },
        { status: 'owned', quantity: 1, unitCostCents: 7 },
      ],
      3000,
    );
    expect(totals).toEqual({
      totalCents: 3206,
      toBuyCents: 2999,
      boughtCents: 200,
      ownedCents: 7,
      budgetCents: 3000,
      leftCents: -206,
    });
    expect(budgetTotalsOf([], null).leftCents).toBeNull();
  });
});
