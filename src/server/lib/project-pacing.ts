import { DEFAULT_EVENT_TIME_ZONE } from '../../shared/api/events';
import type { BudgetTotals, MaterialStatus, Pacing } from '../../shared/api/projects';
import { zoneOfState } from '../../shared/time/state-zones';
import { wallTime } from '../../shared/time/zoned';

/** More than this many minutes a day of work left is "behind" (four hours). */
export const BEHIND_MINUTES_PER_DAY = 240;

const DAY_MS = 86_400_000;

/**
 * The zone a maker's days are counted in: their first state's (in name order, as the digest
 * picks it), or Central time without a state.
 */
export function makerZone(states: readonly string[]): string {
  const first = [...states].sort()[0];
  return (first && zoneOfState(first)) || DEFAULT_EVENT_TIME_ZONE;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(instant: number, zone: string): string {
  const w = wallTime(instant, zone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * Whole calendar days from one day to another (negative when `to` is earlier). Counted on the
 * calendar, never from instants, so a day that has 23 or 25 hours (DST) still counts one.
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Pacing towards the target day: days left from today (in the maker's zone), the tasks'
 * remaining estimate, the minutes a day it needs, and whether that is too much (over four hours
 * a day, or the day has passed with work left).
 */
export function pacingOf(input: {
  targetDate: string | null;
  now: number;
  zone: string;
  remainingMinutes: number;
}): Pacing {
  const { targetDate, remainingMinutes } = input;
  if (!targetDate || Number.isNaN(Date.parse(`${targetDate}T00:00:00Z`)))
    return { targetDate, daysLeft: null, remainingMinutes, minutesPerDay: null, behind: false };
  const daysLeft = daysBetween(dayIn(input.now, input.zone), targetDate);
  const minutesPerDay = daysLeft > 0 ? Math.ceil(remainingMinutes / daysLeft) : null;
  const behind =
    (minutesPerDay !== null && minutesPerDay > BEHIND_MINUTES_PER_DAY) ||
    (daysLeft <= 0 && remainingMinutes > 0);
  return { targetDate, daysLeft, remainingMinutes, minutesPerDay, behind };
}

/** A material line's cost: quantity × unit price, rounded to the cent. */
export const lineCents = (quantity: number, unitCostCents: number) => Math.round(quantity * unitCostCents);

/**
 * The materials' money: every line; still to buy (needed); bought (ordered or arrived); owned;
 * and what is left of the budget (null without one; negative when over).
 */
export function budgetTotalsOf(
  materials: ReadonlyArray<{ status: MaterialStatus; quantity: number; unitCostCents: number }>,
  budgetCents: number | null,
): BudgetTotals {
  const sum = (statuses: readonly MaterialStatus[]) =>
    materials
      .filter((m) => statuses.includes(m.status))
      .reduce((total, m) => total + lineCents(m.quantity, m.unitCostCents), 0);
  const totalCents = sum(['needed', 'ordered', 'arrived', 'owned']);
  return {
    totalCents,
    toBuyCents: sum(['needed']),
    boughtCents: sum(['ordered', 'arrived']),
    ownedCents: sum(['owned']),
    budgetCents,
    leftCents: budgetCents === null ? null : budgetCents - totalCents,
  };
}
