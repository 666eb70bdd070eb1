import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { hashToken, newToken } from '../../src/server/security/tokens';
import { MSG } from '../../src/shared/messages';
import { CURRENT_PASSWORD_MESSAGES } from '../../src/shared/profile/account-change';
import { RECOVERY_EMAIL_MESSAGE } from '../../src/shared/rules/recovery-email';
import { bearer, describeEachDatabase, GOOD_PASSWORD, multipart, signUp } from './helpers';

const NEW_PASSWORD = 'NewThread#77';

describeEachDatabase('password and recovery email changes need the current password', (ctx) => {
  const put = (id: number, token: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return ctx().app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  };
  const login = (username: string, password: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const own = async (id: number, token: string) =>
    (await ctx().app.inject({ url: `/api/users/${id}`, headers: bearer(token) })).json();

  /** The member's password and recovery email are what sign-up set, and nothing else moved. */
  async function expectUnchanged(a: Awaited<ReturnType<typeof signUp>>) {
    expect((await own(a.userId, a.token)).recoveryemail).toBe('ada@example.org');
    expect((await own(a.userId, a.token)).about).toBe('');
    expect((await login(a.username, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login(a.username, GOOD_PASSWORD)).statusCode).toBe(200);
  }

  it.each([
    ['no current password', {}, CURRENT_PASSWORD_MESSAGES.missing],
    ['an empty current password', { currentpassword: '' }, CURRENT_PASSWORD_MESSAGES.missing],
    ['a wrong current password', { currentpassword: 'Wrong#pass1' }, CURRENT_PASSWORD_MESSAGES.wrong],
  ])('refuses a new password with %s (403) and changes nothing', async (_label, extra, message) => {
    const a = await signUp(ctx().app);
    const res = await put(a.userId, a.token, { about: 'not saved', password: NEW_PASSWORD, ...extra });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message });
    await expectUnchanged(a);
  });

  it.each([
    ['no current password', {}, CURRENT_PASSWORD_MESSAGES.missing],
    ['a wrong current password', { currentpassword: 'Wrong#pass1' }, CURRENT_PASSWORD_MESSAGES.wrong],
  ])('refuses a new recovery email with %s (403) and changes nothing', async (_label, extra, message) => {
    const a = await signUp(ctx().app);
    const res = await put(a.userId, a.token, {
      about: 'not saved',
      recoveryemail: 'thief@evil.example',
      ...extra,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message });
    await expectUnchanged(a);
  });

  it('changes the password with the right current password', async () => {
    const a = await signUp(ctx().app);
    const res = await put(a.userId, a.token, { password: NEW_PASSWORD, currentpassword: GOOD_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(a.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(a.username, GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it('changes the recovery email with the right current password, trimmed', async () => {
    const a = await signUp(ctx().app);
    const res = await put(a.userId, a.token, {
      recoveryemail: '  new.me@example.org ',
      currentpassword: GOOD_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await own(a.userId, a.token)).recoveryemail).toBe('new.me@example.org');
  });

  it('needs no current password when the recovery email sent is the stored one, or the password is empty', async () => {
    const a = await signUp(ctx().app);
    const res = await put(a.userId, a.token, {
      recoveryemail: 'ada@example.org',
      password: '',
      about: 'saved',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await own(a.userId, a.token)).about).toBe('saved');
  });

  it('refuses a recovery email that is not exactly one address (400) and changes nothing', async () => {
    const a = await signUp(ctx().app);
    for (const value of ['', 'not-an-email', 'a@example.org, b@example.org', 'Ada <a@example.org>']) {
      const res = await put(a.userId, a.token, {
        about: 'not saved',
        recoveryemail: value,
        currentpassword: GOOD_PASSWORD,
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toEqual({ message: RECOVERY_EMAIL_MESSAGE });
    }
    await expectUnchanged(a);
  });

  it('a password change makes every pending reset link unusable', async () => {
    const a = await signUp(ctx().app);
    const token = newToken();
    const now = Date.now();
    await ctx().app.deps.resets.replace(a.userId, hashToken(token), now, now + 3_600_000);
    const verify = () => ctx().app.inject({ url: `/api/resetpassword/verify-reset-token?token=${token}` });
    expect((await verify()).json()).toEqual({ valid: true });

    const res = await put(a.userId, a.token, { password: NEW_PASSWORD, currentpassword: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await verify()).json().error).toBe(MSG.resetInvalidLink);
    const submit = await ctx().app.inject({
      method: 'POST',
      url: `/api/resetpassword/token/${token}`,
      payload: { password: 'Hijack#pass9' },
    });
    expect(submit.statusCode).toBe(400);
    expect((await login(a.username, 'Hijack#pass9')).statusCode).toBe(401);
    expect((await login(a.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a refused password change leaves a pending reset link working', async () => {
    const a = await signUp(ctx().app);
    const token = newToken();
    const now = Date.now();
    await ctx().app.deps.resets.replace(a.userId, hashToken(token), now, now + 3_600_000);
    expect((await put(a.userId, a.token, { password: NEW_PASSWORD })).statusCode).toBe(403);
    const check = await ctx().app.inject({ url: `/api/resetpassword/verify-reset-token?token=${token}` });
    expect(check.json()).toEqual({ valid: true });
  });
});

describeEachDatabase(
  'wrong current passwords are rate limited per member',
  (ctx) => {
    const put = (id: number, token: string, fields: Record<string, string>) => {
      const form = multipart(fields);
      return ctx().app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      });
    };

    it('answers 429 after the login-failure limit, counts only wrong guesses, and shares the login count', async () => {
      const a = await signUp(ctx().app);
      // A right current password is not a failure: it does not use up the allowance.
      for (const password of ['First#pass1', 'Second#pass2']) {
        const current = password === 'First#pass1' ? GOOD_PASSWORD : 'First#pass1';
        expect((await put(a.userId, a.token, { password, currentpassword: current })).statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        const res = await put(a.userId, a.token, {
          password: 'Guess#pass9',
          currentpassword: `Guess#${i}aa`,
        });
        expect(res.statusCode).toBe(403);
      }
      const limited = await put(a.userId, a.token, {
        password: 'Guess#pass9',
        currentpassword: 'Second#pass2',
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      // The same per-account counter guards the login form.
      const login = await ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: a.username, password: 'Second#pass2' },
      });
      expect(login.statusCode).toBe(429);
    });
  },
  { config: () => ({ rateLimits: loadConfig({ LOGIN_FAILURES_PER_ACCOUNT: '3' }).rateLimits }) },
);
