import { describe, expect, it } from 'vitest';
import { normalizeHandle } from './link-handles';
import { linkUrl } from './social-links';

describe('normalizeHandle', () => {
  it.each([
    ['robin_makes', 'robin_makes'],
    ['u/robin_makes', 'robin_makes'],
    ['/u/robin_makes', 'robin_makes'],
    ['U/robin_makes/', 'robin_makes'],
    ['/user/robin_makes', 'robin_makes'],
    ['https://www.reddit.com/user/robin_makes/', 'robin_makes'],
    ['https://old.reddit.com/u/robin_makes?utm=x', 'robin_makes'],
    ['reddit.com/u/robin_makes', 'robin_makes'],
  ])('reads the Reddit name from %j', (input, handle) => {
    expect(normalizeHandle('reddit', input)).toBe(handle);
  });

  it('makes the Reddit profile link from what was typed as u/name', () => {
    expect(linkUrl('reddit', normalizeHandle('reddit', ' /u/robin_makes ') ?? '')).toBe(
      'https://www.reddit.com/user/robin_makes',
    );
  });

  it.each([
    ['r/sewing', 'a subreddit'],
    ['u/', 'a prefix with no name'],
    ['u/robin/makes', 'a path'],
    ['https://evil.example/u/robin', 'another site'],
    ['javascript:alert(1)', 'a script address'],
  ])('refuses %j (%s) for Reddit', (input) => {
    expect(normalizeHandle('reddit', input)).toBeNull();
  });

  it('keeps u/ meaning nothing special for other services', () => {
    expect(normalizeHandle('instagram', 'u/robin')).toBeNull();
    expect(normalizeHandle('venmo', 'https://account.venmo.com/u/robin-sews')).toBe('robin-sews');
  });

  it('strips @, $ and pasted profile addresses of the right service only', () => {
    expect(normalizeHandle('instagram', '@robin.makes')).toBe('robin.makes');
    expect(normalizeHandle('instagram', 'https://www.instagram.com/robin.makes/')).toBe('robin.makes');
    expect(normalizeHandle('instagram', 'https://www.tiktok.com/@robin')).toBeNull();
    expect(normalizeHandle('cashapp', '$robinsews')).toBe('robinsews');
    expect(normalizeHandle('etsy', 'https://www.etsy.com/shop/RobinSews')).toBe('RobinSews');
    expect(normalizeHandle('twitter', '   ')).toBe('');
  });
});
