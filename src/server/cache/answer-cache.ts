import type { OwnedChange } from '../db/change-owners';
import { collectingReads } from '../db/change-recorder';
import { createGenerations, type Generation } from './generations';
import { type AnswerArea, type AnswerScope, createAreaReads, scopesFor } from './scopes';

export type { Generation } from './generations';
export type { AnswerArea, AnswerScope } from './scopes';

/** One finished answer, ready to send: the JSON bytes, their ETag and the headers that go with them. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

interface Entry extends CachedAnswer {
  area: AnswerArea;
  owner: string | undefined;
  expiresAt: number;
  /** Past expiresAt and before this, it may still be served while a fresh one is computed. */
  staleUntil: number;
}

export interface AnswerCacheOptions {
  now: () => number;
  /** Bytes of answers kept at most; the oldest go first. */
  maxBytes: number;
  /**
   * Whether this instance can be sure it hears of every other instance's writes right now (the
   * invalidation bus's heartbeat). Asked on every use: while it says no, nothing is kept or served.
   */
  hearing?: () => boolean;
}

/**
 * Finished answers of public reads (profiles, search, the member list, events), each kept for a
 * few seconds. Every write through the API clears those of the areas it changes — on this
 * instance at once, on the others through the invalidation bus — and so do the command line's
 * writes, and on SQLite any other process's (plugins/answer-cache.ts). The time to live bounds
 * what changes with time passing (an event ending) and a hand-made write on PostgreSQL. A read
 * is kept only if no clear of its scope happened while it ran (cache/generations.ts).
 */
export function createAnswerCache(options: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  const generations = createGenerations();
  const generationOf = generations.of;
  const reads = createAreaReads();
  let changesSeen = 0;
  let bytes = 0;
  // Off until the invalidation bus (if any) is listening: a missed clear must never leave an answer.
  let enabled = true;
  const hearing = options.hearing ?? (() => true);
  let deaf = false;
  /**
   * On and hearing. The first use that finds the instance deaf drops every answer and bumps every
   * generation, so nothing kept before (which may have missed a clear) is served once it hears again,
   * and no computation begun before is kept.
   */
  const live = (): boolean => {
    if (!enabled) return false;
    if (hearing()) {
      deaf = false;
      return true;
    }
    if (!deaf) clearAll();
    deaf = true;
    return false;
  };

  const entryKey = (area: AnswerArea, key: string) => `${area} ${key}`;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };
  let fullClears = 0;
  /** Answers not kept because a write of their scope came while they were computed. */
  let raced = 0;
  const clearAll = () => {
    fullClears += 1;
    generations.bumpAll();
    entries.clear();
    bytes = 0;
  };

  const clear = (scope: AnswerScope) => {
    const moved = generations.bump(scope);
    for (const [key, entry] of entries)
      if (entry.area === scope.area && (moved === 'area' || entry.owner === scope.owner)) drop(key, entry);
  };

  return {
    /** The value to hand back to `put`: which clears the answer being computed has to survive. */
    generation: generationOf,

    /**
     * Runs a computation of the area and learns what its statements read, while anything may be
     * kept; `learnt` false (the cache off or deaf) means its answer must not be kept, and with the
     * cache off reads cost nothing beyond their queries. A read new to the area counts as a clear
     * of it for computations under way (their generation passes) when any change came while it
     * ran: that change was matched against the reads known before, which did not include it.
     */
    async learning<T>(area: AnswerArea, work: () => Promise<T>): Promise<{ value: T; learnt: boolean }> {
      if (!live()) return { value: await work(), learnt: false };
      const before = changesSeen;
      const { value, reads: footprints } = await collectingReads(work);
      if (reads.note(area, footprints) && changesSeen !== before) generations.bumpArea(area);
      return { value, learnt: true };
    },

    /** Clears the answers the changes can affect (cache/scopes.ts); answers which it cleared. */
    clearFor(changes: readonly OwnedChange[] | 'everything'): readonly AnswerScope[] | 'everything' {
      changesSeen += 1;
      if (changes === 'everything') {
        clearAll();
        return 'everything';
      }
      const scopes = scopesFor(changes, reads);
      for (const scope of scopes) clear(scope);
      return scopes;
    },

    /** The answer while it is fresh. */
    get(area: AnswerArea, key: string): CachedAnswer | undefined {
      if (!live()) return undefined;
      const entry = entries.get(entryKey(area, key));
      return entry && options.now() < entry.expiresAt ? entry : undefined;
    },

    /**
     * An answer past its time to live but within its grace (see `put`): good to send while the
     * caller computes a fresh one. Answers cleared by a write are gone and never come back here.
     */
    stale(area: AnswerArea, key: string): CachedAnswer | undefined {
      if (!live()) return undefined;
      const at = entryKey(area, key);
      const entry = entries.get(at);
      if (!entry) return undefined;
      const now = options.now();
      if (now < entry.staleUntil) return now >= entry.expiresAt ? entry : undefined;
      drop(at, entry);
      return undefined;
    },

    /** Drops one answer (its fresh computation failed: the next request computes it again). */
    forget(area: AnswerArea, key: string): void {
      const at = entryKey(area, key);
      const entry = entries.get(at);
      if (entry) drop(at, entry);
    },

    /**
     * Keeps the answer unless its scope was cleared (or the cache turned off) since
     * `readGeneration`, noted with the same area and owner. Fresh for `ttlMs`; for `graceMs` more
     * it may be sent while a fresh one is computed (`stale`), 0 for answers the clock makes wrong.
     */
    put(
      scope: AnswerScope,
      key: string,
      answer: CachedAnswer,
      readGeneration: Generation,
      ttlMs: number,
      graceMs = 0,
    ): void {
      const { area, owner } = scope;
      if (!live() || answer.body.length > options.maxBytes) return;
      if (readGeneration !== generationOf(area, owner)) {
        raced += 1;
        return;
      }
      const at = entryKey(area, key);
      const old = entries.get(at);
      if (old) drop(at, old);
      const expiresAt = options.now() + ttlMs;
      entries.set(at, { ...answer, area, owner, expiresAt, staleUntil: expiresAt + graceMs });
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
    shared(
      scope: AnswerScope,
      key: string,
      compute: (readGeneration: Generation) => Promise<CachedAnswer>,
    ): Promise<CachedAnswer> {
      const on = live(); // first: a deaf instance bumps the generation it would note
      const readGeneration = generationOf(scope.area, scope.owner);
      if (!on) return compute(readGeneration);
      const flightKey = `${readGeneration} ${entryKey(scope.area, key)}`;
      let flight = inFlight.get(flightKey);
      if (!flight) {
        flight = compute(readGeneration).finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, flight);
      }
      return flight;
    },

    /** Drops the answers of one scope (an area, or one owner's in it), or every answer when none is named. */
    clear(scope?: AnswerScope): void {
      if (scope === undefined) clearAll();
      else clear(scope);
    },

    /** While off, nothing is stored or served (the bus lost Redis, or ANSWER_CACHE=off). */
    setEnabled(on: boolean): void {
      if (!on) clearAll();
      enabled = on;
    },

    /** On, and hearing every other instance's clears (see `hearing`): kept things may be served. */
    isEnabled: live,
    /**
     * `fullClears`: how often every kept answer went at once (a deaf spell, a change of unknown
     * scope); `raced`: answers not kept because a write of their scope came while they were read.
     */
    stats: () => ({ entries: entries.size, bytes, enabled: live(), fullClears, raced }),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
