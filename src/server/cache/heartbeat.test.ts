import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';
import { etagOf } from './etag';
import { DEAF_MS, hearingClock } from './heartbeat';
import { createSessionCache } from './session-cache';

const answer = (text: string) => {
  const body = Buffer.from(text);
  return { body, etag: etagOf(body), headers: {} };
};

describe('hearing clock', () => {
  it('hears while a ping sent within DEAF_MS has come back, by when it was sent', () => {
    const time = { now: 10_000 };
    const clock = hearingClock(() => time.now);
    expect(clock.hearing()).toBe(false); // nothing heard yet
    const first = clock.stamp();
    expect(clock.heard(first)).toBe(true); // the end of a deafness
    time.now += DEAF_MS - 1;
    expect(clock.hearing()).toBe(true);
    time.now += 1;
    expect(clock.hearing()).toBe(false);
    // A ping that comes back late counts for when it was sent: still deaf.
    expect(clock.heard(first)).toBe(false);
    expect(clock.hearing()).toBe(false);
    expect(clock.heard(clock.stamp())).toBe(true);
    expect(clock.heard(clock.stamp())).toBe(false); // hearing already
    expect(clock.heard('garbage')).toBe(false);
    clock.forget();
    expect(clock.hearing()).toBe(false);
  });
});

describe('answer cache of a deaf instance', () => {
  const setup = () => {
    const time = { now: 0, hearing: true };
    const cache = createAnswerCache({ now: () => time.now, maxBytes: 1000, hearing: () => time.hearing });
    return { time, cache };
  };

  it('serves and keeps nothing while deaf, and what it kept before never comes back', () => {
    const { time, cache } = setup();
    cache.put({ area: 'members' }, 'a', answer('old'), cache.generation('members'), 10_000, 10_000);
    const readBefore = cache.generation('members');
    time.hearing = false;
    expect(cache.get('members', 'a')).toBeUndefined();
    expect(cache.isEnabled()).toBe(false);
    cache.put({ area: 'members' }, 'b', answer('while deaf'), cache.generation('members'), 10_000);
    time.hearing = true;
    expect(cache.get('members', 'a')).toBeUndefined();
    expect(cache.stale('members', 'a')).toBeUndefined();
    expect(cache.get('members', 'b')).toBeUndefined();
    // A read begun before the deafness may have missed a clear: it is not kept either.
    cache.put({ area: 'members' }, 'a', answer('read before'), readBefore, 10_000);
    expect(cache.get('members', 'a')).toBeUndefined();
    cache.put({ area: 'members' }, 'a', answer('new'), cache.generation('members'), 10_000);
    expect(cache.get('members', 'a')?.body.toString()).toBe('new');
  });

  it('drops kept sessions while deaf', () => {
    const { time, cache } = setup();
    const sessions = createSessionCache(cache, () => time.now);
    const user = { userId: 1, expiresAt: 100_000 } as Parameters<typeof sessions.put>[1];
    sessions.put('t', user, cache.generation('members'));
    expect(sessions.get('t')).toBe(user);
    time.hearing = false;
    expect(sessions.get('t')).toBeUndefined();
    time.hearing = true;
    expect(sessions.get('t')).toBeUndefined();
  });

  it('changes the sitemap generation with a clear of it or of everything, not of another area', () => {
    const { cache } = setup();
    const first = cache.generation('sitemap');
    cache.clear({ area: 'events' });
    expect(cache.generation('sitemap')).toBe(first);
    cache.clear({ area: 'sitemap' });
    const second = cache.generation('sitemap');
    expect(second).not.toBe(first);
    cache.clear();
    expect(cache.generation('sitemap')).not.toBe(second);
  });
});
