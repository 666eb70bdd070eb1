/** One finished answer, ready to send: the JSON bytes, their ETag and the headers that go with them. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

export interface AnswerCacheOptions {
  now: () => number;
  /** Bytes of answers kept at most; the oldest go first. */
  maxBytes: number;
}

/**
 * Finished answers of public reads (profiles, search, the member list, events), each kept for a
 * few seconds. Every write through the API clears them all — on this instance at once, on the
 * others through the invalidation bus — so the time to live only bounds what changes without a
 * request: time passing (an event ending) and the command line.
 *
 * The generation closes the race between a read and a write: a read notes the generation before
 * it queries and stores its answer only if no clear happened since. Otherwise an answer read just
 * before a write commits could be stored just after the write cleared the cache, and outlive it.
 */
export function createAnswerCache(options: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  let generation = 0;
  // Off until the invalidation bus (if any) is listening: a missed clear must never leave an answer.
  let enabled = true;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };

  return {
    /** The value to hand back to `put`: which clears the answer being computed has to survive. */
    generation: () => generation,

    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (options.now() >= entry.expiresAt) {
        drop(key, entry);
        return undefined;
      }
      return entry;
    },

    /** Keeps the answer unless the cache was cleared (or turned off) since `readGeneration`. */
    put(key: string, answer: CachedAnswer, readGeneration: number, ttlMs: number): void {
      if (!enabled || readGeneration !== generation || answer.body.length > options.maxBytes) return;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, { ...answer, expiresAt: options.now() + ttlMs });
      bytes += answer.body.length;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= options.maxBytes) break;
        drop(oldestKey, oldest);
      }
    },

    /**
     * One computation per key and generation at a time: requests that come while it runs share
     * its answer (twenty visitors opening the landing page together cost one query, not twenty;
     * at a million members one state count takes seconds). A request that comes after a clear
     * starts its own, so nobody is handed an answer read before a write they follow.
     */
    shared(key: string, compute: (readGeneration: number) => Promise<CachedAnswer>): Promise<CachedAnswer> {
      if (!enabled) return compute(generation);
      const flightKey = `${generation} ${key}`;
      let flight = inFlight.get(flightKey);
      if (!flight) {
        flight = compute(generation).finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, flight);
      }
      return flight;
    },

    clear(): void {
      generation += 1;
      entries.clear();
      bytes = 0;
    },

    /** While off, nothing is stored or served (the bus lost Redis, or ANSWER_CACHE=off). */
    setEnabled(on: boolean): void {
      if (!on) this.clear();
      enabled = on;
    },

    isEnabled: () => enabled,
    stats: () => ({ entries: entries.size, bytes, enabled }),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
