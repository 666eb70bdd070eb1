import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { PASSKEY_MESSAGES } from '../../src/server/features/passkeys/relying-party';
import { sweep } from '../../src/server/jobs/sweep';
import { runClubCommand } from '../../src/server/ops/club-command';
import { hashToken } from '../../src/server/security/tokens';
import { addPasskey, type RequestOptions, SoftAuthenticator } from '../support/soft-authenticator';
import { bearer, describeEachDatabase, GOOD_PASSWORD, injectPost, signUp, type TestContext } from './helpers';

const clock = { now: Date.now() };
let address = 0;
/** A fresh client address per test keeps the failed-login counters of one test from another. */
const nextAddress = () => {
  address += 1;
  return `10.77.${address >> 8}.${address & 255}`;
};

function helpers(ctx: () => TestContext) {
  const app = () => ctx().app;
  const origin = () => ctx().config.publicUrl;
  const loginOptions = async () => {
    const res = await app().inject({ method: 'POST', url: '/api/passkeys/login/options' });
    expect(res.statusCode).toBe(200);
    return res.json() as { challengeId: string; options: RequestOptions & { allowCredentials?: unknown[] } };
  };
  const login = (challengeId: string, response: unknown, remoteAddress = nextAddress()) =>
    app().inject({
      method: 'POST',
      url: '/api/passkeys/login',
      payload: { challengeId, response },
      remoteAddress,
    });
  const list = async (token: string) => {
    const res = await app().inject({ url: '/api/passkeys', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json() as { passkeys: Array<{ id: string; name: string; lastUsedAt: string | null }> })
      .passkeys;
  };
  const withPasskey = async () => {
    const member = await signUp(app());
    const key = await addPasskey(injectPost(app()), member, origin(), 'Robin’s phone');
    return { member, key };
  };
  const registerOptions = async (token: string) => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/passkeys/register/options',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().options;
  };
  /** Adds a passkey; the members of these tests have GOOD_PASSWORD, which adding one needs. */
  const register = (
    token: string,
    response: unknown,
    name = 'Laptop',
    proof: object = { currentpassword: GOOD_PASSWORD },
  ) =>
    app().inject({
      method: 'POST',
      url: '/api/passkeys/register',
      payload: { name, response, ...proof },
      headers: bearer(token),
    });
  return { app, origin, loginOptions, login, list, withPasskey, registerOptions, register };
}

describeEachDatabase(
  'passkeys: adding, listing and signing in',
  (ctx) => {
    const { app, origin, loginOptions, login, list, withPasskey, registerOptions, register } = helpers(ctx);

    it('adds a discoverable passkey, lists it, and signs in with it as a password login does', async () => {
      const member = await signUp(app());
      const options = await registerOptions(member.token);
      expect(options).toMatchObject({
        rp: { id: new URL(origin()).hostname },
        user: { name: member.username },
        attestation: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const key = new SoftAuthenticator(origin());
      const added = await register(member.token, key.register(options), '  Robin’s phone ');
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({ id: key.id, name: 'Robin’s phone', createdAt: expect.any(String) });
      expect(await list(member.token)).toEqual([
        { id: key.id, name: 'Robin’s phone', createdAt: added.json().createdAt, lastUsedAt: null },
      ]);

      const started = await loginOptions();
      expect(started.options.allowCredentials ?? []).toEqual([]);
      const res = await login(started.challengeId, key.authenticate(started.options));
      expect(res.statusCode, res.body).toBe(200);
      const withPassword = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: member.username, password: member.password },
      });
      const passkeyAnswer = res.json();
      const { token: _a, ...sameAsPassword } = withPassword.json();
      const { token, ...rest } = passkeyAnswer;
      expect(Object.keys(passkeyAnswer).sort()).toEqual(Object.keys(withPassword.json()).sort());
      expect(rest).toEqual(sameAsPassword);
      expect(rest).toMatchObject({
        username: member.username,
        ID: member.userId,
        role: 'member',
        status: 'active',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      // A real session, listed with the other sessions of the member.
      const greeting = await app().inject({ url: '/api/protected', headers: bearer(token) });
      expect(greeting.statusCode).toBe(200);
      const sessions = await app().inject({ url: '/api/sessions', headers: bearer(token) });
      expect(sessions.json().sessions.length).toBeGreaterThanOrEqual(3);
      expect((await list(token))[0]?.lastUsedAt).toBe(new Date(clock.now).toISOString());
    });

    it('needs a signed-in member to add or list passkeys', async () => {
      expect((await app().inject({ url: '/api/passkeys' })).statusCode).toBe(401);
      const options = await app().inject({ method: 'POST', url: '/api/passkeys/register/options' });
      expect(options.statusCode).toBe(401);
    });

    it('refuses a challenge used twice, for sign-in and for adding', async () => {
      const { key } = await withPasskey();
      const started = await loginOptions();
      expect((await login(started.challengeId, key.authenticate(started.options))).statusCode).toBe(200);
      const again = await login(started.challengeId, key.authenticate(started.options));
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(PASSKEY_MESSAGES.challengeGone);

      const member = await signUp(app());
      const options = await registerOptions(member.token);
      expect(
        (await register(member.token, new SoftAuthenticator(origin()).register(options))).statusCode,
      ).toBe(201);
      const twice = await register(member.token, new SoftAuthenticator(origin()).register(options));
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe(PASSKEY_MESSAGES.challengeGone);
      expect(await list(member.token)).toHaveLength(1);
    });

    it('lets only one of two concurrent answers to the same challenge through', async () => {
      const { key } = await withPasskey();
      const started = await loginOptions();
      const first = key.authenticate(started.options);
      const second = key.authenticate(started.options);
      const answers = await Promise.all([
        login(started.challengeId, first),
        login(started.challengeId, second),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    });

    it("refuses another member's registration challenge", async () => {
      const owner = await signUp(app());
      const other = await signUp(app());
      const options = await registerOptions(owner.token);
      const res = await register(other.token, new SoftAuthenticator(origin()).register(options));
      expect(res.statusCode).toBe(400);
      expect(await list(other.token)).toEqual([]);
    });

    it('refuses an expired challenge (five minutes)', async () => {
      const { member, key } = await withPasskey();
      const started = await loginOptions();
      const options = await registerOptions(member.token);
      clock.now += 5 * 60_000 + 1;
      try {
        const res = await login(started.challengeId, key.authenticate(started.options));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(PASSKEY_MESSAGES.challengeGone);
        const added = await register(member.token, new SoftAuthenticator(origin()).register(options));
        expect(added.statusCode).toBe(400);
        expect(added.json().message).toBe(PASSKEY_MESSAGES.challengeGone);
      } finally {
        clock.now -= 5 * 60_000 + 1;
      }
      // Within the five minutes it works.
      const fresh = await loginOptions();
      clock.now += 5 * 60_000 - 1000;
      try {
        expect((await login(fresh.challengeId, key.authenticate(fresh.options))).statusCode).toBe(200);
      } finally {
        clock.now -= 5 * 60_000 - 1000;
      }
    });

    it('the hourly sweep removes expired challenges and keeps live ones', async () => {
      const db = app().deps.database.db;
      const before = await loginOptions();
      clock.now += 5 * 60_000 + 1;
      const live = await loginOptions();
      try {
        await sweep(app().deps);
        const ids = (await db.selectFrom('webauthn_challenges').select('id').execute()).map((r) => r.id);
        expect(ids).toContain(live.challengeId);
        expect(ids).not.toContain(before.challengeId);
      } finally {
        clock.now -= 5 * 60_000 + 1;
      }
    });

    it('refuses answers made for another origin or another RP ID', async () => {
      const { key } = await withPasskey();
      let started = await loginOptions();
      let res = await login(
        started.challengeId,
        key.authenticate(started.options, { origin: 'https://evil.example' }),
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(PASSKEY_MESSAGES.wrongOrigin);
      started = await loginOptions();
      res = await login(started.challengeId, key.authenticate(started.options, { rpId: 'evil.example' }));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(PASSKEY_MESSAGES.wrongRpId);

      const member = await signUp(app());
      const fromEvil = await register(
        member.token,
        new SoftAuthenticator(origin()).register(await registerOptions(member.token), {
          origin: 'https://evil.example',
        }),
      );
      expect(fromEvil.statusCode).toBe(400);
      expect(fromEvil.json().message).toBe(PASSKEY_MESSAGES.wrongOrigin);
      const otherRp = await register(
        member.token,
        new SoftAuthenticator(origin()).register(await registerOptions(member.token), {
          rpId: 'evil.example',
        }),
      );
      expect(otherRp.statusCode).toBe(400);
      expect(otherRp.json().message).toBe(PASSKEY_MESSAGES.wrongRpId);
      expect(await list(member.token)).toEqual([]);
    });

    it('refuses a passkey that is not registered here, and a forged signature', async () => {
      const { key } = await withPasskey();
      const started = await loginOptions();
      const stranger = new SoftAuthenticator(origin());
      const res = await login(started.challengeId, stranger.authenticate(started.options));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(PASSKEY_MESSAGES.unknownCredential);

      // The registered id with another key's signature.
      const next = await loginOptions();
      const forged = { ...stranger.authenticate(next.options), id: key.id, rawId: key.id };
      const refused = await login(next.challengeId, forged);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(PASSKEY_MESSAGES.notVerified);
    });

    it('refuses a signature counter that does not move forward', async () => {
      const { key } = await withPasskey();
      let started = await loginOptions();
      expect((await login(started.challengeId, key.authenticate(started.options))).statusCode).toBe(200);
      expect(key.counter).toBe(1);
      for (const counter of [1, 0]) {
        started = await loginOptions();
        const res = await login(started.challengeId, key.authenticate(started.options, { counter }));
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(PASSKEY_MESSAGES.counterRegression);
      }
      started = await loginOptions();
      expect((await login(started.challengeId, key.authenticate(started.options))).statusCode).toBe(200);
    });

    it('removes a passkey only with the right password, and only your own', async () => {
      const { member, key } = await withPasskey();
      const other = await signUp(app());
      const remove = (token: string, password: unknown) =>
        app().inject({
          method: 'DELETE',
          url: `/api/passkeys/${key.id}`,
          payload: { password },
          headers: bearer(token),
        });
      const wrong = await remove(member.token, 'not-my-password');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toMatch(/password/i);
      expect((await remove(member.token, undefined)).statusCode).toBe(400);
      const foreign = await remove(other.token, other.password);
      expect(foreign.statusCode).toBe(404);
      expect(await list(member.token)).toHaveLength(1);

      expect((await remove(member.token, member.password)).statusCode).toBe(204);
      expect(await list(member.token)).toEqual([]);
      const started = await loginOptions();
      const res = await login(started.challengeId, key.authenticate(started.options));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(PASSKEY_MESSAGES.unknownCredential);
    });

    it('keeps passkeys through a password reset; an account being deleted or suspended is refused as with a password', async () => {
      const { member, key } = await withPasskey();
      const resetToken = 'reset-token-for-passkey-test-0123456789';
      await app().deps.resets.replace(member.userId, hashToken(resetToken), clock.now, clock.now + 3_600_000);
      const reset = await app().inject({
        method: 'POST',
        url: `/api/resetpassword/token/${resetToken}`,
        payload: { password: 'Brand#New2026' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      let started = await loginOptions();
      const signedIn = await login(started.challengeId, key.authenticate(started.options));
      expect(signedIn.statusCode).toBe(200);
      expect(await list(signedIn.json().token)).toHaveLength(1);

      await app()
        .deps.database.db.updateTable('users')
        .set({ status: 'suspended', status_reason: 'Testing' })
        .where('id', '=', member.userId)
        .execute();
      const withPassword = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: member.username, password: 'Brand#New2026' },
      });
      started = await loginOptions();
      const suspended = await login(started.challengeId, key.authenticate(started.options));
      expect(withPassword.statusCode).toBe(403);
      expect(suspended.statusCode).toBe(403);
      expect(suspended.json()).toEqual(withPassword.json());
    });

    it('organiser tools need a passkey; the club command does not', async () => {
      const organiser = await signUp(app());
      await runClubCommand(app().deps, ['organiser', 'add', organiser.username], clock.now);
      const overview = () =>
        app().inject({ url: '/api/organisers/overview', headers: bearer(organiser.token) });
      const refused = await overview();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PASSKEY_MESSAGES.organiserNeedsPasskey);
      await addPasskey(injectPost(app()), organiser, origin());
      expect((await overview()).statusCode).toBe(200);
      // A member with a passkey is still no organiser.
      const { member } = await withPasskey();
      const asMember = await app().inject({ url: '/api/organisers/overview', headers: bearer(member.token) });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toBe('Only organisers can do this.');
    });

    it('refuses malformed answers with a 400', async () => {
      const started = await loginOptions();
      const res = await login(started.challengeId, { id: 'x', type: 'public-key' });
      expect(res.statusCode).toBe(400);
      const member = await signUp(app());
      const noName = await register(member.token, {}, '');
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toMatch(/name/);
    });
  },
  { build: { now: () => clock.now } },
);

describeEachDatabase(
  'passkeys: failed sign-ins count as failed logins',
  (ctx) => {
    const { loginOptions, login, withPasskey, app } = helpers(ctx);

    it('answers 429 after LOGIN_FAILURES_PER_ADDRESS failures from one address, passkey or password', async () => {
      const { member, key } = await withPasskey();
      const from = '10.88.0.1';
      for (let i = 0; i < 3; i += 1) {
        const started = await loginOptions();
        const res = await login(
          started.challengeId,
          key.authenticate(started.options, { origin: 'https://evil.example' }),
          from,
        );
        expect(res.statusCode).toBe(401);
      }
      let started = await loginOptions();
      const blocked = await login(started.challengeId, key.authenticate(started.options), from);
      expect(blocked.statusCode).toBe(429);
      const password = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: member.username, password: member.password },
        remoteAddress: from,
      });
      expect(password.statusCode).toBe(429);
      // Another address is not affected, and successes do not count.
      for (let i = 0; i < 4; i += 1) {
        started = await loginOptions();
        expect(
          (await login(started.challengeId, key.authenticate(started.options), '10.88.0.2')).statusCode,
        ).toBe(200);
      }
    });
  },
  {
    config: () => ({
      rateLimits: {
        ...loadConfig({}).rateLimits,
        loginFailuresPerAddress: { max: 3, windowMs: 60_000 },
      },
    }),
  },
);
