import { describe, expect, it } from 'vitest';
import type { ReadFootprint } from '../db/query-footprint';
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
  it('is not kept when a change came while it was computed, and is kept otherwise', () => {
    const cache = createAnswerCache({ now: () => 0, maxBytes: 1000 });
    const noted = cache.generation('members');
    const seen = cache.changesSeen();
    cache.clearFor([{ table: 'users', columns: ['city'] }]); // matched against no read yet
    cache.noteReads('members', [memberList], seen);
    cache.put({ area: 'members' }, 'list', answer(), noted, 1000);
    expect(cache.get('members', 'list')).toBeUndefined();

    const again = cache.generation('members');
    const seenAgain = cache.changesSeen();
    cache.noteReads('members', [memberList, read(['users', 'state'])], seenAgain);
    cache.put({ area: 'members' }, 'list', answer(), again, 1000);
    expect(cache.get('members', 'list')).toBeDefined();
  });
});
