import { expect, it } from 'vitest';
import { hashToken } from '../../src/server/security/tokens';
import { bearer, describeEachDatabase, putProfile, signUp } from './helpers';

/**
 * The private calendar feed's address is a secret like a session token (issue 31, item 9): a
 * password change, a password reset and "sign out everywhere" each give it a new secret, and the
 * old address answers 404.
 */
describeEachDatabase('the private calendar feed gets a new secret when the credentials change', (ctx) => {
  const app = () => ctx().app;
  const path = (url: string) => new URL(url).pathname;
  const feedUrl = async (token: string) => {
    const res = await app().inject({ url: '/api/me/calendar-feed', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  };
  const fetchFeed = async (url: string) => (await app().inject({ url: path(url) })).statusCode;
  const logIn = async (username: string, password: string) => {
    const res = await app().inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };

  /** The feed works before `change`; after it, the old address is 404 and a new one works. */
  async function renewedBy(change: (member: Awaited<ReturnType<typeof signUp>>) => Promise<string>) {
    const member = await signUp(app());
    const before = await feedUrl(member.token);
    expect(await fetchFeed(before)).toBe(200);
    const tokenAfter = await change(member);
    expect(await fetchFeed(before)).toBe(404);
    const after = await feedUrl(tokenAfter);
    expect(after).not.toBe(before);
    expect(await fetchFeed(after)).toBe(200);
    expect(await feedUrl(tokenAfter)).toBe(after);
  }

  it('a password change', async () => {
    await renewedBy(async (member) => {
      const res = await putProfile(app(), member.userId, member.token, {
        password: 'Brand#New2033',
        currentpassword: member.password,
      });
      expect(res.statusCode, res.body).toBe(200);
      return member.token;
    });
  });

  it('a password reset', async () => {
    await renewedBy(async (member) => {
      const link = `feed-reset-${member.userId}-0123456789abcdef`;
      const now = app().deps.now();
      await app().deps.resets.replace(member.userId, hashToken(link), now, now + 3_600_000);
      const res = await app().inject({
        method: 'POST',
        url: `/api/resetpassword/token/${link}`,
        payload: { password: 'Brand#New2034' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return logIn(member.username, 'Brand#New2034');
    });
  });

  it('"sign out everywhere"', async () => {
    await renewedBy(async (member) => {
      const res = await app().inject({
        method: 'DELETE',
        url: '/api/sessions',
        headers: bearer(member.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return member.token;
    });
  });

  it('ending one other session, or a profile save without a new password, keeps the feed', async () => {
    const member = await signUp(app());
    const url = await feedUrl(member.token);
    const other = await logIn(member.username, member.password);
    const sessions = (await app().inject({ url: '/api/sessions', headers: bearer(member.token) })).json();
    const otherId = sessions.sessions.find((s: { current: boolean }) => !s.current).id;
    const ended = await app().inject({
      method: 'DELETE',
      url: `/api/sessions/${otherId}`,
      headers: bearer(member.token),
    });
    expect(ended.statusCode).toBe(204);
    expect((await app().inject({ url: '/api/protected', headers: bearer(other) })).statusCode).toBe(401);
    expect((await putProfile(app(), member.userId, member.token, { about: 'Foam' })).statusCode).toBe(200);
    expect(await fetchFeed(url)).toBe(200);
    expect(await feedUrl(member.token)).toBe(url);
  });
});
