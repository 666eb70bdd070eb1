import { instantFromWallTime, wallTime } from '../time/zoned';

/** Hours of the member's day (0–23) when pushes wait: from `from` o'clock until `to` o'clock. */
export interface QuietHours {
  from: number;
  to: number;
}

/** Until a member chooses: pushes wait from 10 pm until 7 am, their time. */
export const DEFAULT_QUIET_HOURS: QuietHours = { from: 22, to: 7 };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a push made at `now` may go out, for a member in `zone` with these quiet hours: undefined
 * when now is not quiet (send at once), else the instant the quiet hours end ("until morning").
 * `from === to` means no quiet hours. Hours wrap past midnight (22 → 7).
 */
export function quietUntil(now: number, zone: string, quiet: QuietHours): number | undefined {
  const { from, to } = quiet;
  if (from === to) return undefined;
  const wall = wallTime(now, zone);
  const hour = wall.hour;
  const quietNow = from > to ? hour >= from || hour < to : hour >= from && hour < to;
  if (!quietNow) return undefined;
  // The end is later today when it is still before `to` o'clock, else tomorrow.
  const laterToday = hour < to;
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + (laterToday ? 0 : 1)));
  const local = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${pad(to)}:00`;
  return instantFromWallTime(local, zone);
}
