import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';
import { etagOf, matchesIfNoneMatch } from './etag';

const answer = (text: string) => {
  const body = Buffer.from(text);
  return { body, etag: etagOf(body), headers: {} };
};

describe('answer cache', () => {
  const setup = (maxBytes = 1000) => {
    const clock = { now: 0 };
    return { clock, cache: createAnswerCache({ now: () => clock.now, maxBytes }) };
  };

  it('serves a kept answer until its time to live ends', () => {
    const { clock, cache } = setup();
    cache.put({ area: 'members' }, 'a', answer('{"x":1}'), cache.generation('members'), 1000);
    clock.now = 999;
    expect(cache.get('members', 'a')?.body.toString()).toBe('{"x":1}');
    clock.now = 1000;
    expect(cache.get('members', 'a')).toBeUndefined();
  });

  it('offers an answer past its time to live as stale during its grace only, then drops it', () => {
    const { clock, cache } = setup();
    cache.put({ area: 'members' }, 'a', answer('old'), cache.generation('members'), 1000, 500);
    clock.now = 999;
    expect(cache.get('members', 'a')).toBeDefined();
    expect(cache.stale('members', 'a')).toBeUndefined(); // still fresh: not "stale"
    clock.now = 1000;
    expect(cache.get('members', 'a')).toBeUndefined();
    expect(cache.stale('members', 'a')?.body.toString()).toBe('old');
    clock.now = 1500;
    expect(cache.stale('members', 'a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('has no grace unless given one, and a clear drops an answer in its grace', () => {
    const { clock, cache } = setup();
    cache.put({ area: 'events' }, 'clock-bound', answer('e'), cache.generation('events'), 1000);
    cache.put({ area: 'members' }, 'p', answer('p'), cache.generation('members'), 1000, 5000);
    clock.now = 1000;
    expect(cache.stale('events', 'clock-bound')).toBeUndefined();
    expect(cache.stale('members', 'p')).toBeDefined();
    cache.clear({ area: 'members' });
    expect(cache.stale('members', 'p')).toBeUndefined();
  });

  it('does not keep an answer read before a clear (a write committed while it was computed)', () => {
    const { cache } = setup();
    const readGeneration = cache.generation('members');
    cache.clear(); // the write's clear lands while the read is still querying
    cache.put({ area: 'members' }, 'a', answer('old'), readGeneration, 1000);
    expect(cache.get('members', 'a')).toBeUndefined();
    expect(cache.stats().raced).toBe(1);
    cache.put({ area: 'members' }, 'a', answer('new'), cache.generation('members'), 1000);
    expect(cache.get('members', 'a')?.body.toString()).toBe('new');
    expect(cache.stats().raced).toBe(1);
  });

  it('keeps at most maxBytes, dropping the oldest answers first', () => {
    const { cache } = setup(10);
    cache.put({ area: 'members' }, 'a', answer('aaaa'), '0', 1000);
    cache.put({ area: 'members' }, 'b', answer('bbbb'), '0', 1000);
    cache.put({ area: 'members' }, 'c', answer('cccc'), '0', 1000);
    expect(cache.get('members', 'a')).toBeUndefined();
    expect(cache.get('members', 'b')).toBeDefined();
    expect(cache.get('members', 'c')).toBeDefined();
    expect(cache.stats().bytes).toBe(8);
  });

  it("clears one area's answers and leaves the other's, and clears both when no area is named", () => {
    const { cache } = setup();
    cache.put({ area: 'members' }, 'p', answer('profile'), cache.generation('members'), 1000);
    cache.put({ area: 'events' }, 'e', answer('events'), cache.generation('events'), 1000);
    const eventsRead = cache.generation('events');
    const membersRead = cache.generation('members');
    cache.clear({ area: 'members' });
    expect(cache.get('members', 'p')).toBeUndefined();
    expect(cache.get('events', 'e')?.body.toString()).toBe('events');
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 6 });
    // A read of the other area that began before the clear may still be kept; one of this area not.
    cache.put({ area: 'events' }, 'e2', answer('e2'), eventsRead, 1000);
    cache.put({ area: 'members' }, 'p2', answer('p2'), membersRead, 1000);
    expect(cache.get('events', 'e2')).toBeDefined();
    expect(cache.get('members', 'p2')).toBeUndefined();
    cache.clear();
    expect(cache.get('events', 'e')).toBeUndefined();
    cache.put({ area: 'events' }, 'e3', answer('e3'), eventsRead, 1000);
    expect(cache.get('events', 'e3')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("clears one owner's answers in an area and leaves the other owners'", () => {
    const { cache } = setup();
    const ann = { area: 'profiles', owner: 'ann' } as const;
    const bob = { area: 'profiles', owner: 'bob' } as const;
    cache.put(ann, 'ann', answer('ann'), cache.generation('profiles', 'ann'), 1000);
    cache.put(bob, 'bob', answer('bob'), cache.generation('profiles', 'bob'), 1000);
    const annRead = cache.generation('profiles', 'ann');
    const bobRead = cache.generation('profiles', 'bob');
    cache.clear(ann);
    expect(cache.get('profiles', 'ann')).toBeUndefined();
    expect(cache.get('profiles', 'bob')?.body.toString()).toBe('bob');
    // Ann's page read before her save is not kept; Bob's, read at the same time, is.
    cache.put(ann, 'ann', answer('old ann'), annRead, 1000);
    cache.put(bob, 'bob2', answer('bob2'), bobRead, 1000);
    expect(cache.get('profiles', 'ann')).toBeUndefined();
    expect(cache.get('profiles', 'bob2')).toBeDefined();
    // A clear of the whole area reaches every owner.
    cache.clear({ area: 'profiles' });
    expect(cache.get('profiles', 'bob')).toBeUndefined();
    cache.put(bob, 'bob3', answer('bob3'), bobRead, 1000);
    expect(cache.get('profiles', 'bob3')).toBeUndefined();
  });

  it('keeps and serves nothing while turned off, and starts empty when turned on again', () => {
    const { cache } = setup();
    cache.put({ area: 'members' }, 'a', answer('a'), cache.generation('members'), 1000);
    cache.setEnabled(false);
    expect(cache.get('members', 'a')).toBeUndefined();
    cache.put({ area: 'members' }, 'b', answer('b'), cache.generation('members'), 1000);
    expect(cache.get('members', 'b')).toBeUndefined();
    cache.setEnabled(true);
    expect(cache.stats().entries).toBe(0);
  });
});

describe('shared computations', () => {
  it('runs one computation for requests that come while it runs, and a new one after a clear', async () => {
    const cache = createAnswerCache({ now: () => 0, maxBytes: 1000 });
    let runs = 0;
    let finish: () => void = () => undefined;
    const compute = () => {
      runs += 1;
      return new Promise<ReturnType<typeof answer>>((resolve) => {
        finish = () => resolve(answer(`run ${runs}`));
      });
    };
    const first = cache.shared({ area: 'members' }, 'a', compute);
    const second = cache.shared({ area: 'members' }, 'a', compute);
    expect(runs).toBe(1);
    cache.clear();
    const afterWrite = cache.shared({ area: 'members' }, 'a', compute);
    expect(runs).toBe(2);
    finish();
    expect((await afterWrite).body.toString()).toBe('run 2');
    expect(first).toBe(second);
  });

  it('shares nothing while the cache is off (the queries are being measured)', async () => {
    const cache = createAnswerCache({ now: () => 0, maxBytes: 1000 });
    cache.setEnabled(false);
    let runs = 0;
    const compute = async () => answer(`run ${++runs}`);
    await Promise.all([
      cache.shared({ area: 'members' }, 'a', compute),
      cache.shared({ area: 'members' }, 'a', compute),
    ]);
    expect(runs).toBe(2);
  });
});

describe('If-None-Match', () => {
  const tag = etagOf(Buffer.from('{}'));
  it('matches the tag alone, in a list, weak, or *', () => {
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
  });
  it('does not match another tag, a bare value or nothing', () => {
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(tag.slice(1, -1), tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
  });
  it('gives the same bytes the same tag and different bytes different tags', () => {
    expect(etagOf(Buffer.from('{"a":1}'))).toBe(etagOf(Buffer.from('{"a":1}')));
    expect(etagOf(Buffer.from('{"a":1}'))).not.toBe(etagOf(Buffer.from('{"a":2}')));
  });
});
