import { ANSWER_AREAS, type AnswerArea, type AnswerScope } from './scopes';

/** Compared, never ordered: whether a clear of the answer's scope happened since it was noted. */
export type Generation = string;

/** Owners cleared one by one are remembered up to this many, then the area starts over. */
const MAX_OWNER_GENERATIONS = 10_000;

/**
 * Each area's generation (and each owner's in it) closes the race between a read and a write: a
 * read notes the generation before it queries and its answer is kept only if no clear of its
 * scope happened since. Otherwise an answer read just before a write commits could be stored
 * just after the write cleared the cache, and outlive it.
 */
export function createGenerations() {
  const areas = Object.fromEntries(ANSWER_AREAS.map((area) => [area, 0])) as Record<AnswerArea, number>;
  // Bumped from one counter, never reset: a read that noted an owner's value cannot see it again.
  const owners = new Map<string, number>();
  let ownerClears = 0;
  return {
    of: (area: AnswerArea, owner?: string): Generation =>
      owner === undefined ? String(areas[area]) : `${areas[area]} ${owners.get(`${area} ${owner}`) ?? 0}`,
    bumpArea(area: AnswerArea): void {
      areas[area] += 1;
    },
    bumpAll(): void {
      for (const area of ANSWER_AREAS) areas[area] += 1;
    },
    /** Bumps the scope; answers whether the whole area moved (too many owners remembered, or none named). */
    bump({ area, owner }: AnswerScope): 'area' | 'owner' {
      if (owner === undefined || owners.size >= MAX_OWNER_GENERATIONS) {
        areas[area] += 1;
        if (owner !== undefined) owners.clear(); // the area's bump outdates every owner's
        return 'area';
      }
      ownerClears += 1;
      owners.set(`${area} ${owner}`, ownerClears);
      return 'owner';
    },
  };
}
