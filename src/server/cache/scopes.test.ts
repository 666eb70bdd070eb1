import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { notePrecompiledRead } from '../db/change-recorder';
import type { ReadFootprint } from '../db/query-footprint';
import type { Database } from '../db/schema';
import { createAnswerCache } from './answer-cache';
import { etagOf } from './etag';
import { createAreaReads, scopesFor } from './scopes';

const read = (words: string[], star: string[] = []): ReadFootprint => ({
  words: new Set(words),
  star: new Set(star),
});
const profilePage = read(['users', 'username_key', 'visibility'], ['users']);
const memberList = read(['users', 'id', 'username', 'firstname', 'city', 'listed']);
const eventList = read(['events', 'users', 'id', 'username', 'firstname', 'visibility'], ['events']);
const answer = () => {
  const body = Buffer.from('{}');
  return { body, etag: etagOf(body), headers: {} };
};

describe('which kept answers a change affects', () => {
  const learnt = () => {
    const reads = createAreaReads();
    reads.note('profiles', [profilePage]);
    reads.note('members', [memberList]);
    reads.note('events', [eventList]);
    return reads;
  };

  it('clears only the areas whose reads mention what changed', () => {
    expect(scopesFor([{ table: 'users', columns: ['about'] }], learnt())).toEqual([{ area: 'profiles' }]);
    expect(scopesFor([{ table: 'users', columns: ['city'] }], learnt())).toEqual([
      { area: 'members' },
      { area: 'profiles' },
    ]);
    expect(scopesFor([{ table: 'events', columns: ['title'] }], learnt())).toEqual([{ area: 'events' }]);
    expect(scopesFor([{ table: 'scores', columns: '*' }], learnt())).toEqual([]);
  });

  it("clears only the named members' pages when every change touching them names its members", () => {
    const owned = { table: 'users', columns: ['firstname'], owners: ['ada'] };
    expect(scopesFor([owned], learnt())).toEqual([
      { area: 'members' },
      { area: 'profiles', owner: 'ada' },
      { area: 'events' },
    ]);
    const unowned = { table: 'users', columns: ['visibility'] };
    expect(scopesFor([owned, unowned], learnt())).toContainEqual({ area: 'profiles' });
  });

  it('follows a read learnt later, and every write once an area has too many kinds of reads', () => {
    const reads = learnt();
    expect(scopesFor([{ table: 'images', columns: ['alt'] }], reads)).toEqual([]);
    reads.note('members', [read(['images', 'alt', 'user_id'])]);
    expect(scopesFor([{ table: 'images', columns: ['alt'] }], reads)).toEqual([{ area: 'members' }]);
    for (let i = 0; i < 2_001; i++) reads.note('events', [read([`t${i}`])]);
    expect(scopesFor([{ table: 'jobs', columns: '*' }], reads)).toEqual([{ area: 'events' }]);
  });
});

describe('an answer whose reads were new to its area', () => {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  /** A computation that reads the member list (as its statement would be noted), after `meanwhile`. */
  const listing = (meanwhile: () => void) => async () => {
    meanwhile();
    notePrecompiledRead({ query: db.selectFrom('users').select(['username', 'city']).toOperationNode() });
  };

  it('is not kept when a change came while it was computed, and is kept otherwise', async () => {
    const cache = createAnswerCache({ now: () => 0, maxBytes: 1000 });
    const noted = cache.generation('members');
    const first = await cache.learning(
      'members',
      listing(() => cache.clearFor([{ table: 'users', columns: ['city'] }])), // matched against no read yet
    );
    expect(first.learnt).toBe(true);
    cache.put({ area: 'members' }, 'list', answer(), noted, 1000);
    expect(cache.get('members', 'list')).toBeUndefined();

    const again = cache.generation('members');
    await cache.learning(
      'members',
      listing(() => undefined),
    );
    cache.put({ area: 'members' }, 'list', answer(), again, 1000);
    expect(cache.get('members', 'list')).toBeDefined();
    // Learnt: a change of what it read now clears it.
    cache.clearFor([{ table: 'users', columns: ['city'] }]);
    expect(cache.get('members', 'list')).toBeUndefined();
  });

  it('learns nothing, and must not be kept, while the cache is off', async () => {
    const cache = createAnswerCache({ now: () => 0, maxBytes: 1000 });
    cache.setEnabled(false);
    const { learnt } = await cache.learning(
      'members',
      listing(() => undefined),
    );
    expect(learnt).toBe(false);
  });
});
