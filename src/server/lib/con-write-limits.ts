import type { AppDeps } from '../deps';
import { reserveOrExplain } from '../rate-limit/refusal';

/** What a member is counted for at a con, and what a refusal tells them (decision 3). */
const LIMITS = {
  going: {
    rule: (deps: AppDeps) => deps.config.rateLimits.conGoingSavesPerUser,
    message: 'You have changed which con days you go to many times in a short time.',
  },
  claim: {
    rule: (deps: AppDeps) => deps.config.rateLimits.conClaimChangesPerUser,
    message: 'You have changed claims in group cosplays many times in a short time.',
  },
  booking: {
    rule: (deps: AppDeps) => deps.config.rateLimits.shootBookingsPerUser,
    message: 'You have booked or cancelled photoshoots many times in a short time.',
  },
} as const;

export type ConWriteKind = keyof typeof LIMITS;

/**
 * Counts one con write by the member before it runs: who's going saves, group cosplay claim
 * changes (claim, accept, move, withdraw, remove) and photoshoot bookings (book, cancel), each
 * kind on its own counter. Reserved in the rate-limit store first, so a concurrent burst cannot
 * pass the limit, and a refused request gives back what it took. 429 with Retry-After and a
 * message saying when to come back. The limits are far above what a member does (decision 3).
 */
export async function countConWrite(deps: AppDeps, kind: ConWriteKind, userId: number): Promise<void> {
  const { rule, message } = LIMITS[kind];
  await reserveOrExplain(deps.limits, [{ key: `con-${kind}:${userId}`, rule: rule(deps) }], message);
}
