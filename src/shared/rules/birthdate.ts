import { MIN_AGE_YEARS } from '../constants';

export type BirthdateCheck =
  | { ok: true; iso: string }
  | { ok: false; reason: 'digits' | 'invalid' | 'future' | 'minor' };

const DIGITS = /^[0-9]+$/;

/** Calendar date as 'YYYY-MM-DD' in UTC; the club is in one region, a day's slack is harmless. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Checks birth year, month and day typed as separate fields: digits only, a real date, not in
 * the future and at least MIN_AGE_YEARS before `today` (someone turning 18 today may register).
 */
export function checkBirthdate(year: string, month: string, day: string, today: string): BirthdateCheck {
  if (![year, month, day].every((p) => DIGITS.test(p))) return { ok: false, reason: 'digits' };
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (year.length !== 4 || m < 1 || m > 12 || d < 1 || d > 31 || y < 1900) {
    return { ok: false, reason: 'invalid' };
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return { ok: false, reason: 'invalid' };
  const iso = `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (iso > today) return { ok: false, reason: 'future' };
  if (ageOn(iso, today) < MIN_AGE_YEARS) return { ok: false, reason: 'minor' };
  return { ok: true, iso };
}

/** Whole years between two ISO dates. */
export function ageOn(birthIso: string, todayIsoDate: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = todayIsoDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
