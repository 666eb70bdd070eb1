import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUp } from './helpers';

const PUBLIC_URL = 'https://club.example.net';

describeEachDatabase(
  'the public feed’s address, for subscribe links',
  (ctx) => {
    const app = () => ctx().app;

    it('is the feed on PUBLIC_URL, whatever address the request came to, and may be kept five minutes', async () => {
      const res = await app().inject({
        url: '/api/events/calendar-feed',
        headers: { host: '10.0.0.5:3000' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ url: `${PUBLIC_URL}/api/events.ics` });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      // The address it names answers the feed.
      const feed = await app().inject({ url: new URL(res.json().url).pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    });

    it('is not taken for an event id, and a member’s own feed is on the same public address', async () => {
      const member = await signUp(app());
      const mine = await app().inject({ url: '/api/me/calendar-feed', headers: bearer(member.token) });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().url).toMatch(/^https:\/\/club\.example\.net\/api\/calendar\/[\w-]{43}\.ics$/);
      const club = await app().inject({ url: '/api/events/calendar-feed', headers: bearer(member.token) });
      expect(club.json()).toEqual({ url: `${PUBLIC_URL}/api/events.ics` });
      const wrong = await app().inject({ url: '/api/events/calendar-feeds' });
      expect(wrong.statusCode).toBe(400);
      expect(typeof wrong.json().message).toBe('string');
      const write = await app().inject({ method: 'POST', url: '/api/events/calendar-feed' });
      expect(write.statusCode).toBeGreaterThanOrEqual(400);
      expect(write.statusCode).toBeLessThan(500);
    });
  },
  { config: { publicUrl: PUBLIC_URL } },
);
