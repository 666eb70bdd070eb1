import { expect, it } from 'vitest';
import type { MemberSession } from '../../src/shared/api/sessions';
import { bearer, describeEachDatabase, signUp } from './helpers';

/** A clock the tests move by hand, so "last used" can be checked to the minute. */
const clock = { now: Date.UTC(2026, 10, 23, 12, 0, 0) };
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describeEachDatabase(
  'sessions: list and end your own',
  (ctx) => {
    const login = async (username: string, password: string, userAgent: string, ip: string) => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
        headers: { 'user-agent': userAgent },
        remoteAddress: ip,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().token as string;
    };
    const list = async (token: string) => {
      const res = await ctx().app.inject({ url: '/api/sessions', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json().sessions as MemberSession[];
    };

    it('lists every session with where it started and when it was last used; ids are not tokens', async () => {
      const member = await signUp(ctx().app);
      const phone = await login(member.username, member.password, CHROME_ANDROID, '10.1.1.1');
      const sessions = await list(phone);
      expect(sessions).toHaveLength(2);
      const current = sessions.find((s) => s.current);
      expect(current).toMatchObject({ userAgent: CHROME_ANDROID, ip: '10.1.1.1' });
      expect(current?.createdAt).toBe(new Date(clock.now).toISOString());
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      for (const s of sessions) {
        expect(s.id).not.toBe(phone);
        expect(s.id).not.toBe(member.token);
        expect(JSON.stringify(s)).not.toContain(phone.slice(0, 12));
      }
    });

    it('records use at most once a minute', async () => {
      const member = await signUp(ctx().app);
      const started = clock.now;
      clock.now += 30_000;
      let [session] = await list(member.token);
      expect(session?.lastUsedAt).toBe(new Date(started).toISOString());
      clock.now += 45_000; // 75 s after the start: this use is recorded
      [session] = await list(member.token);
      expect(session?.lastUsedAt).toBe(new Date(clock.now).toISOString());
      const recorded = clock.now;
      clock.now += 20_000; // within the minute: not recorded again
      [session] = await list(member.token);
      expect(session?.lastUsedAt).toBe(new Date(recorded).toISOString());
    });

    it('ends one session, which then gets 401 while the others go on', async () => {
      const member = await signUp(ctx().app);
      const laptop = await login(member.username, member.password, 'Firefox', '10.1.1.2');
      const target = (await list(member.token)).find((s) => !s.current && s.userAgent === 'Firefox');
      const res = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/sessions/${target?.id}`,
        headers: bearer(member.token),
      });
      expect(res.statusCode).toBe(204);
      expect((await ctx().app.inject({ url: '/api/sessions', headers: bearer(laptop) })).statusCode).toBe(
        401,
      );
      expect(await list(member.token)).toHaveLength(1);
    });

    it("answers 404 for another member's session and leaves it alone", async () => {
      const alice = await signUp(ctx().app);
      const bob = await signUp(ctx().app);
      const [bobs] = await list(bob.token);
      const res = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/sessions/${bobs?.id}`,
        headers: bearer(alice.token),
      });
      expect(res.statusCode).toBe(404);
      expect(await list(bob.token)).toHaveLength(1);
      const unknown = await ctx().app.inject({
        method: 'DELETE',
        url: '/api/sessions/not-a-session',
        headers: bearer(alice.token),
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('ends every other session and keeps this one', async () => {
      const member = await signUp(ctx().app);
      const others = [
        await login(member.username, member.password, 'Safari', '10.1.1.3'),
        await login(member.username, member.password, 'Edge', '10.1.1.4'),
      ];
      const res = await ctx().app.inject({
        method: 'DELETE',
        url: '/api/sessions',
        headers: bearer(member.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ended: 2 });
      for (const token of others) {
        expect((await ctx().app.inject({ url: '/api/sessions', headers: bearer(token) })).statusCode).toBe(
          401,
        );
      }
      const left = await list(member.token);
      expect(left.map((s) => s.current)).toEqual([true]);
    });

    it('needs a session', async () => {
      for (const [method, url] of [
        ['GET', '/api/sessions'],
        ['DELETE', '/api/sessions'],
        ['DELETE', '/api/sessions/abc'],
      ] as const) {
        expect((await ctx().app.inject({ method, url })).statusCode).toBe(401);
      }
    });
  },
  { build: { now: () => clock.now } },
);
