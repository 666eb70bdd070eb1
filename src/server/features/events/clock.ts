import type { AppDeps } from '../../deps';

/** The longest a kept events answer lives when the clock gives no earlier reason to drop it. */
const KEEP_MS = 10_000;

/**
 * How long an answer about coming or past events stays true as the clock moves: until the next
 * event ends (or, bounding it safely, the next one starts), ten seconds at most. Writes clear
 * these answers anyway; this is for the event that ends while nobody writes. Zero: not kept.
 */
export async function untilClockChange(deps: AppDeps, now: number): Promise<number> {
  const next = await deps.events.nextClockChange(now);
  return next === undefined ? KEEP_MS : Math.max(0, Math.min(KEEP_MS, next - now));
}
