import type { AppDeps } from '../../deps';
import { reserveOrExplain } from '../../rate-limit/refusal';

/** What a member is counted for, and what a refusal tells them. */
const LIMITS = {
  create: {
    rules: (deps: AppDeps) => [
      deps.config.rateLimits.eventsPerUserHour,
      deps.config.rateLimits.eventsPerUserDay,
    ],
    message: 'You have made a lot of events in a short time.',
  },
  rsvp: {
    rules: (deps: AppDeps) => [deps.config.rateLimits.rsvpsPerUser],
    message: 'You have changed your answers to events many times in a short time.',
  },
} as const;

/**
 * Counts one event made or one RSVP written by the member, before it runs (decision 3): the
 * counters of the rate-limit store are taken first, so a burst of concurrent requests cannot pass
 * a limit, and a refused request gives back what it took. 429 with Retry-After and a message
 * saying when to come back. The limits are far above what any member does (decision 3).
 */
export async function countEventWrite(
  deps: AppDeps,
  kind: keyof typeof LIMITS,
  userId: number,
): Promise<void> {
  const { rules, message } = LIMITS[kind];
  const limits = rules(deps).map((rule, i) => ({ key: `event-${kind}-${i}:${userId}`, rule }));
  await reserveOrExplain(deps.limits, limits, message);
}
