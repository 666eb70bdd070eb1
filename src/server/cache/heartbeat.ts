/** How often an instance sends itself a ping through Redis. */
export const PING_MS = 250;
/**
 * An instance that has not heard back a ping sent within this long is deaf: it may be missing
 * other instances' clears (a paused or unreachable Redis says nothing), so it serves nothing kept.
 */
export const DEAF_MS = 1000;
/**
 * How long a writer waits, at most, for every other instance to acknowledge its change. Past it,
 * an instance that has not received the change has not heard a ping sent after the change went
 * out either (a subscriber gets messages in the order Redis handled them), so it is deaf
 * (decision 24). Longer than DEAF_MS by a ping, so the deafness is certain, not a near thing.
 */
export const ANNOUNCE_WAIT_MS = DEAF_MS + PING_MS;

/**
 * Whether this instance hears Redis now, from its own pings coming back: each carries the time
 * it was sent, by this process's monotonic clock, so a ping that arrives late (a stalled Redis
 * let go, this process's event loop busy) counts for when it was sent, not when it came.
 */
export function hearingClock(now: () => number = () => performance.now()) {
  let lastSent = Number.NEGATIVE_INFINITY;
  const hearing = () => now() - lastSent < DEAF_MS;
  return {
    hearing,
    /** The time to put in a ping. */
    stamp: (): string => String(now()),
    /**
     * One of our pings came back. True when it ends a deafness: what was kept before it went deaf
     * may have missed a clear, and must go before anything is served again.
     */
    heard(stamp: string): boolean {
      const sentAt = Number(stamp);
      if (!Number.isFinite(sentAt)) return false;
      const wasDeaf = !hearing();
      if (sentAt > lastSent) lastSent = sentAt;
      return wasDeaf && hearing();
    },
    /** The subscription dropped: deaf until a ping sent after it comes back. */
    forget(): void {
      lastSent = Number.NEGATIVE_INFINITY;
    },
  };
}
