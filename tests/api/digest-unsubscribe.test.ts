import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { queueDueDigests } from '../../src/server/features/notifications/digest-schedule';
import { chooseDigest, digestMember, digestWorld, oneClick, unsubscribeTokenOf } from './digest-helpers';
import { createEvent } from './event-helpers';
import { bearer, describeEachDatabase } from './helpers';
import { unzip } from './zip-helpers';

const DAY = 86_400_000;
// Tuesday 3 March 2026, 9:00 in Chicago.
const START = Date.parse('2026-03-03T15:00:00Z');
const { clock, mailer, digestsTo } = digestWorld(new Date(START).toISOString());

const frequencyOf = async (app: FastifyInstance, token: string) =>
  (await app.inject({ url: '/api/me/digest', headers: bearer(token) })).json().frequency as string;

describeEachDatabase(
  'one-click unsubscribe from the email digest (RFC 8058)',
  (ctx) => {
    const app = () => ctx().app;
    /** Two daily members in Kansas with an event to tell of, and each one's first digest. */
    const twoDigests = async () => {
      const [a, b] = [
        await digestMember(app(), 'Kansas', { frequency: 'daily' }),
        await digestMember(app(), 'Kansas', { frequency: 'daily' }),
      ];
      const at = (ms: number) => new Date(clock.now + ms).toISOString();
      await createEvent(app(), a.token, { startsAt: at(5 * DAY), endsAt: at(5 * DAY + 3_600_000) });
      clock.now += DAY;
      await queueDueDigests(app().deps);
      await app().deps.jobs.runDue();
      const [mailA] = digestsTo(a.email);
      const [mailB] = digestsTo(b.email);
      if (!mailA || !mailB) throw new Error('no digest');
      return { a, b, tokenA: unsubscribeTokenOf(mailA), tokenB: unsubscribeTokenOf(mailB) };
    };

    it('turns the digest off without a session, once; the same link on every digest', async () => {
      clock.now = START;
      const { a, b, tokenA, tokenB } = await twoDigests();
      expect(tokenA).not.toBe(tokenB);
      // A scanner following the link changes nothing: the page only offers a button.
      const page = await app().inject({ url: `/api/digest/unsubscribe?token=${encodeURIComponent(tokenA)}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<form method="post" action="/api/digest/unsubscribe?token=');
      expect(await frequencyOf(app(), a.token)).toBe('daily');

      const first = await oneClick(app(), tokenA);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json()).toEqual({
        frequency: 'off',
        message: expect.stringMatching(/^You are unsubscribed/),
      });
      expect(await frequencyOf(app(), a.token)).toBe('off');
      expect(await frequencyOf(app(), b.token)).toBe('daily');
      const again = await oneClick(app(), tokenA);
      expect([again.statusCode, again.json().message]).toEqual([
        200,
        'You were already unsubscribed from the email digest.',
      ]);
      // The page's own button (a browser): a page back.
      const button = await app().inject({
        method: 'POST',
        url: `/api/digest/unsubscribe?token=${encodeURIComponent(tokenA)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(button.statusCode).toBe(200);
      expect(button.headers['content-type']).toMatch(/^text\/html/);
      expect(button.body).toContain('<p>You were already unsubscribed from the email digest.</p>');

      // Other mail settings are untouched: the email channel of each type is as it was.
      const settings = await app().inject({ url: '/api/me/notification-settings', headers: bearer(a.token) });
      const reminder = settings.json().types.find((t: { type: string }) => t.type === 'event-reminder');
      expect(reminder.channels.email).toBe(true);

      // No digest any more for A; B's next one carries the same link as the first.
      clock.now += DAY;
      await queueDueDigests(app().deps);
      await app().deps.jobs.runDue();
      expect(digestsTo(a.email)).toHaveLength(1);
      expect(digestsTo(b.email).map(unsubscribeTokenOf)).toEqual([tokenB, tokenB]);

      // Turned back on, the old link no longer works.
      expect((await chooseDigest(app(), a.token, 'weekly')).statusCode).toBe(200);
      const old = await oneClick(app(), tokenA);
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toMatch(/does not work/);
      expect(await frequencyOf(app(), a.token)).toBe('weekly');
    });

    it('refuses made-up links and another member’s id with 400, never a 500', async () => {
      clock.now = START + 10 * DAY;
      const { a, b, tokenA } = await twoDigests();
      const mac = tokenA.split('.')[1];
      for (const token of [
        `${b.userId}.${mac}`,
        `${a.userId}.${'A'.repeat(43)}`,
        'nonsense',
        `999999.${mac}`,
      ]) {
        const res = await oneClick(app(), token);
        expect(res.statusCode, token).toBe(400);
        expect(res.json().message).toMatch(/does not work/);
      }
      const missing = await app().inject({ method: 'POST', url: '/api/digest/unsubscribe' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBeTruthy();
      expect(await frequencyOf(app(), a.token)).toBe('daily');
      expect(await frequencyOf(app(), b.token)).toBe('daily');
    });

    it('limits unsubscribe attempts per client address (429)', async () => {
      const limit = ctx().config.rateLimits.digestUnsubscribesPerAddress.max;
      for (let i = 0; i < limit; i += 1)
        expect((await oneClick(app(), 'made-up', '10.88.0.1')).statusCode).toBe(400);
      const over = await oneClick(app(), 'made-up', '10.88.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeTruthy();
      expect((await oneClick(app(), 'made-up', '10.88.0.2')).statusCode).toBe(400);
    });

    it('puts the choice in the member’s data export', async () => {
      const m = await digestMember(app(), 'Iowa', { frequency: 'daily' });
      const res = await app().inject({ url: '/api/me/export', headers: bearer(m.token) });
      expect(res.statusCode).toBe(200);
      const file = (await unzip(res.rawPayload)).get('notifications.json');
      expect(JSON.parse(file!.toString('utf8')).digest).toEqual({ frequency: 'daily', lastSentAt: null });
    });
  },
  { build: { now: () => clock.now, jobTimer: false, mailer } },
);
