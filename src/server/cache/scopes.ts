import type { OwnedChange } from '../db/change-owners';
import { type ReadFootprint, touches } from '../db/query-footprint';

/**
 * What an answer shows, so that a write clears only the answers it can change. `members`: search,
 * the member list, state numbers and the mosaic; `profiles`: one member's public
 * profile and slideshow, each kept with its member as owner; `events`: event lists, event pages
 * and the map's states; `sessions`: kept session lookups (cache/session-cache.ts); `sitemap`: the sitemap, which shows
 * every member and event with its last change; `cons`: a con's page and its sections (going,
 * groups, shoots, meetups) as visitors see them, apart so that a booking or a claim leaves the
 * events' answers alone.
 */
export type AnswerArea = 'members' | 'profiles' | 'events' | 'sessions' | 'sitemap' | 'cons';
export const ANSWER_AREAS: readonly AnswerArea[] = [
  'members',
  'profiles',
  'events',
  'sessions',
  'sitemap',
  'cons',
];

/** Answers a write changed: an area's, or only those of one owner (a member) in it. */
export interface AnswerScope {
  area: AnswerArea;
  owner?: string;
}

/** The areas whose every answer names its owner, and reads only that member's rows. */
const OWNED_AREAS: ReadonlySet<AnswerArea> = new Set(['profiles']);

/** Read shapes remembered per area; beyond this (which no app reaches) the area follows every write. */
const MAX_READS_PER_AREA = 2_000;

/**
 * What the answers of each area have read, learnt from the statements their computations ran
 * (db/change-recorder.ts): the union of every distinct read. A write clears an area when it
 * touches any of them. Nothing is listed by hand: a read that starts reading a new table or
 * column is followed by the writes of that table or column from its first computation on.
 */
export function createAreaReads() {
  const reads = new Map<AnswerArea, Map<string, ReadFootprint>>(
    ANSWER_AREAS.map((area) => [area, new Map()]),
  );
  const overflowed = new Set<AnswerArea>();
  return {
    /** Adds the reads of one computation; answers whether any of them was new to the area. */
    note(area: AnswerArea, footprints: readonly ReadFootprint[]): boolean {
      const known = reads.get(area)!;
      let added = false;
      for (const footprint of footprints) {
        const signature = `${[...footprint.words].sort().join(' ')} | ${[...footprint.star].sort().join(' ')}`;
        if (known.has(signature)) continue;
        added = true;
        if (known.size >= MAX_READS_PER_AREA) overflowed.add(area);
        else known.set(signature, footprint);
      }
      return added;
    },
    /** Whether a change may alter an answer of the area. */
    touched(area: AnswerArea, change: OwnedChange): boolean {
      if (overflowed.has(area)) return true;
      for (const read of reads.get(area)!.values()) if (touches(change, read)) return true;
      return false;
    },
  };
}

export type AreaReads = ReturnType<typeof createAreaReads>;

/**
 * The kept answers some changes affect: per area, none, the owners' (when every change that
 * touches an owned area names its owners) or all of them.
 */
export function scopesFor(changes: readonly OwnedChange[], reads: AreaReads): AnswerScope[] {
  const scopes: AnswerScope[] = [];
  for (const area of ANSWER_AREAS) {
    const touching = changes.filter((change) => reads.touched(area, change));
    if (touching.length === 0) continue;
    if (OWNED_AREAS.has(area) && touching.every((change) => change.owners !== undefined)) {
      const owners = new Set(touching.flatMap((change) => change.owners ?? []));
      for (const owner of owners) scopes.push({ area, owner });
    } else scopes.push({ area });
  }
  return scopes;
}

/** Whether answers of the area are kept per owner: those must name one (plugins/answer-cache.ts). */
export const isOwnedArea = (area: AnswerArea): boolean => OWNED_AREAS.has(area);
