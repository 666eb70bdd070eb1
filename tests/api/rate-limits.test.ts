import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import {
  bearer,
  describeEachDatabase,
  GOOD_PASSWORD,
  multipart,
  signUp,
  signupFields,
  uniqueName,
} from './helpers';

const WINDOW = 60_000;
const limits = {
  ...loadConfig({}).rateLimits,
  loginFailuresPerAccount: { max: 3, windowMs: WINDOW },
  loginFailuresPerAddress: { max: 6, windowMs: WINDOW },
  signupsPerAddress: { max: 4, windowMs: WINDOW },
  profileSavesPerUser: { max: 3, windowMs: WINDOW },
  resetRequestsPerAccount: { max: 2, windowMs: WINDOW },
  resetRequestsPerAddress: { max: 5, windowMs: WINDOW },
  scoreUploadsPerUser: { max: 3, windowMs: WINDOW },
};

describeEachDatabase(
  'rate limits',
  (ctx) => {
    const login = (username: string, password: string, remoteAddress: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

    it('counts failed logins per account, then answers 429 with Retry-After even for the right password', async () => {
      const user = await signUp(ctx().app, {}, '10.0.0.1');
      for (let i = 0; i < 3; i++)
        expect((await login(user.username, 'Wrong#pass1', '10.0.1.1')).statusCode).toBe(401);
      const blocked = await login(user.username, GOOD_PASSWORD, '10.0.1.2');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(blocked.json().message).toEqual(expect.any(String));
    });

    it('limits an unknown account exactly like a real one (no enumeration)', async () => {
      const ghost = uniqueName('ghost');
      for (let i = 0; i < 3; i++)
        expect((await login(ghost, 'Wrong#pass1', '10.0.2.1')).statusCode).toBe(401);
      expect((await login(ghost, 'Wrong#pass1', '10.0.2.2')).statusCode).toBe(429);
    });

    it('counts failed logins per client address across accounts', async () => {
      for (let i = 0; i < 6; i++) {
        expect((await login(uniqueName('spray'), 'Wrong#pass1', '10.0.3.1')).statusCode).toBe(401);
      }
      const user = await signUp(ctx().app, {}, '10.0.0.2');
      expect((await login(user.username, GOOD_PASSWORD, '10.0.3.1')).statusCode).toBe(429);
      expect((await login(user.username, GOOD_PASSWORD, '10.0.3.2')).statusCode).toBe(200);
    });

    it('never throttles successful logins', async () => {
      const user = await signUp(ctx().app, {}, '10.0.0.3');
      for (let i = 0; i < 12; i++) {
        const res = await login(user.username, GOOD_PASSWORD, '10.0.4.1');
        expect(res.statusCode).toBe(200);
        expect(
          (await ctx().app.inject({ url: '/api/protected', headers: bearer(res.json().token) })).statusCode,
        ).toBe(200);
      }
    });

    it('limits profile saves per member', async () => {
      const user = await signUp(ctx().app, {}, '10.0.6.1');
      const save = () => {
        const form = multipart({ about: 'again' });
        return ctx().app.inject({
          method: 'PUT',
          url: `/api/users/${user.userId}`,
          payload: form.payload,
          headers: { ...form.headers, ...bearer(user.token) },
        });
      };
      for (let i = 0; i < 3; i++) expect((await save()).statusCode).toBe(200);
      expect((await save()).statusCode).toBe(429);
    });

    it('limits reset requests per account (known or not) and per address', async () => {
      const ask = (name: string, remoteAddress: string) =>
        ctx().app.inject({ url: `/api/resetpassword/${name}`, remoteAddress });
      const ghost = uniqueName('ghost');
      expect((await ask(ghost, '10.0.7.1')).statusCode).toBe(200);
      expect((await ask(ghost, '10.0.7.2')).statusCode).toBe(200);
      expect((await ask(ghost, '10.0.7.3')).statusCode).toBe(429);
      for (let i = 0; i < 5; i++) expect((await ask(uniqueName('r'), '10.0.8.1')).statusCode).toBe(200);
      const blocked = await ask(uniqueName('r'), '10.0.8.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      await ctx().app.deps.jobs.runDue();
    });

    it('limits score uploads per member', async () => {
      const user = await signUp(ctx().app, {}, '10.0.9.1');
      const post = () =>
        ctx().app.inject({
          method: 'PUT',
          url: `/api/users/updatescore/${user.username}/TETRIS`,
          payload: { gamescore: 100 },
          headers: bearer(user.token),
        });
      for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(429);
    });

    it('limits sign-ups per client address', async () => {
      const post = () =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/createnew',
          remoteAddress: '10.0.5.1',
          ...multipart(signupFields()),
        });
      for (let i = 0; i < 4; i++) expect((await post()).statusCode).toBe(201);
      const blocked = await post();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });
  },
  { config: { rateLimits: limits } },
);

describeEachDatabase(
  'client address behind a proxy',
  (ctx) => {
    it('takes the client address the trusted proxy appended to X-Forwarded-For (TRUST_PROXY=1)', async () => {
      const login = (forwardedFor: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: uniqueName('p'), password: 'Wrong#pass1' },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // Whatever the client writes in front, the proxy's entry (rightmost) is the one counted.
      for (let i = 0; i < 6; i++) expect((await login(`198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401);
      expect((await login('198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
      expect((await login('203.0.113.7, 203.0.113.8')).statusCode).toBe(401);
    });
  },
  { config: { rateLimits: limits, trustProxy: 1 } },
);

describeEachDatabase('sign-ups at a convention table', (ctx) => {
  it('with the default limit, 60 members sign up in an hour from one shared address', async () => {
    expect(loadConfig({}).rateLimits.signupsPerAddress.windowMs).toBe(60 * 60_000);
    for (let i = 0; i < 60; i++) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/createnew',
        remoteAddress: '10.0.60.1',
        ...multipart(signupFields()),
      });
      expect(res.statusCode, `sign-up ${i + 1}: ${res.body}`).toBe(201);
    }
  });
});
