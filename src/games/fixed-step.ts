/**
 * Fixed-time-step accumulator shared by the engines. Display frames arrive at any rate (60 Hz,
 * 120 Hz, uneven); the game only ever advances in whole ticks of the same length, so it plays at
 * the same speed and gives the same result whatever the refresh rate.
 */

/** Frame deltas like 1000/60 do not sum exactly; this tolerance keeps tick boundaries stable. */
export const TIME_EPSILON_MS = 1e-6;

/** Upper bound per call, so a long-hidden tab does not freeze the page catching up. */
export const MAX_TICKS_PER_ADVANCE = 250;

export interface FixedStepResult<S> {
  readonly state: S;
  /** Time not yet spent on a whole tick; pass it back in on the next call. */
  readonly carryMs: number;
  readonly ticks: number;
}

export function runFixedSteps<S>(
  state: S,
  carryMs: number,
  elapsedMs: number,
  tickMs: number,
  tick: (state: S) => S,
  maxTicks = MAX_TICKS_PER_ADVANCE,
): FixedStepResult<S> {
  const elapsed = Number.isFinite(elapsedMs) && elapsedMs > 0 ? elapsedMs : 0;
  let available = carryMs + elapsed;
  let current = state;
  let ticks = 0;
  while (available + TIME_EPSILON_MS >= tickMs) {
    if (ticks >= maxTicks) {
      // Drop the backlog instead of replaying minutes of game time in one frame.
      return { state: current, carryMs: 0, ticks };
    }
    current = tick(current);
    available -= tickMs;
    ticks++;
  }
  return { state: current, carryMs: Math.max(0, available), ticks };
}
