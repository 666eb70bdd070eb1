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
    cache.put('a', answer('{"x":1}'), cache.generation(), 1000);
    clock.now = 999;
    expect(cache.get('a')?.body.toString()).toBe('{"x":1}');
    clock.now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep an answer read before a clear (a write committed while it was computed)', () => {
    const { cache } = setup();
    const readGeneration = cache.generation();
    cache.clear(); // the write's clear lands while the read is still querying
    cache.put('a', answer('old'), readGeneration, 1000);
    expect(cache.get('a')).toBeUndefined();
    cache.put('a', answer('new'), cache.generation(), 1000);
    expect(cache.get('a')?.body.toString()).toBe('new');
  });

  it('keeps at most maxBytes, dropping the oldest answers first', () => {
    const { cache } = setup(10);
    cache.put('a', answer('aaaa'), 0, 1000);
    cache.put('b', answer('bbbb'), 0, 1000);
    cache.put('c', answer('cccc'), 0, 1000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats().bytes).toBe(8);
  });

  it('keeps and serves nothing while turned off, and starts empty when turned on again', () => {
    const { cache } = setup();
    cache.put('a', answer('a'), cache.generation(), 1000);
    cache.setEnabled(false);
    expect(cache.get('a')).toBeUndefined();
    cache.put('b', answer('b'), cache.generation(), 1000);
    expect(cache.get('b')).toBeUndefined();
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
    const first = cache.shared('a', compute);
    const second = cache.shared('a', compute);
    expect(runs).toBe(1);
    cache.clear();
    const afterWrite = cache.shared('a', compute);
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
    await Promise.all([cache.shared('a', compute), cache.shared('a', compute)]);
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
