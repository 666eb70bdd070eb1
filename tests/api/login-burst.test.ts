import { beforeEach, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { burnVerifyTime, verifyPassword } from '../../src/server/security/passwords';
import { describeEachDatabase, GOOD_PASSWORD, signUp, uniqueName } from './helpers';

// Counts every password check (real accounts and the dummy check for unknown ones) while
// keeping the real argon2id work, so a burst costs what it costs in production.
vi.mock('../../src/server/security/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/security/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), burnVerifyTime: vi.fn(real.burnVerifyTime) };
});
const passwordChecks = () =>
  vi.mocked(verifyPassword).mock.calls.length + vi.mocked(burnVerifyTime).mock.calls.length;

const PER_ACCOUNT = 10;
const PER_ADDRESS = 15;
const BURST = 40;
const limits = {
  ...loadConfig({}).rateLimits,
  loginFailuresPerAccount: { max: PER_ACCOUNT, windowMs: 60_000 },
  loginFailuresPerAddress: { max: PER_ADDRESS, windowMs: 60_000 },
};

const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<['memory' | 'redis', () => object]> = [['memory', () => ({})]];
if (redisUrl) {
  stores.push([
    'redis',
    () => ({ redisUrl, redisKeyPrefix: `test:burst:${process.pid}:${Math.random().toString(36).slice(2)}:` }),
  ]);
}

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

for (const [store, storeConfig] of stores) {
  describeEachDatabase(
    `login bursts (${store} rate-limit store)`,
    (ctx) => {
      const login = (username: string, password: string, remoteAddress: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username, password },
          remoteAddress,
        });

      beforeEach(() => {
        vi.mocked(verifyPassword).mockClear();
        vi.mocked(burnVerifyTime).mockClear();
      });

      it('checks at most LOGIN_FAILURES_PER_ACCOUNT passwords for a concurrent burst on one account', async () => {
        const user = await signUp(ctx().app);
        // 40 guesses at once from 40 addresses; the right password is #37.
        const burst = await Promise.all(
          Array.from({ length: BURST }, (_, i) =>
            login(user.username, i === 36 ? GOOD_PASSWORD : `Wrong#pass${i}`, `10.20.${i}.1`),
          ),
        );
        expect(passwordChecks()).toBeLessThanOrEqual(PER_ACCOUNT);
        expect(tally(burst.map((r) => r.statusCode))).toEqual({ 401: PER_ACCOUNT, 429: BURST - PER_ACCOUNT });
        const late = burst[36]!;
        expect(late.statusCode).toBe(429);
        expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
        expect(late.json().message).toEqual(expect.any(String));
      });

      it('limits a burst on an unknown account exactly like a real one', async () => {
        const ghost = uniqueName('ghost');
        const burst = await Promise.all(
          Array.from({ length: BURST }, (_, i) => login(ghost, 'Wrong#pass1', `10.21.${i}.1`)),
        );
        expect(passwordChecks()).toBeLessThanOrEqual(PER_ACCOUNT);
        expect(tally(burst.map((r) => r.statusCode))).toEqual({ 401: PER_ACCOUNT, 429: BURST - PER_ACCOUNT });
      });

      it('checks at most LOGIN_FAILURES_PER_ADDRESS passwords for a concurrent burst from one address', async () => {
        const user = await signUp(ctx().app);
        const burst = await Promise.all(
          Array.from({ length: BURST }, (_, i) =>
            i === 36
              ? login(user.username, GOOD_PASSWORD, '10.22.0.1')
              : login(uniqueName('spray'), 'Wrong#pass1', '10.22.0.1'),
          ),
        );
        expect(passwordChecks()).toBeLessThanOrEqual(PER_ADDRESS);
        expect(tally(burst.map((r) => r.statusCode))).toEqual({ 401: PER_ADDRESS, 429: BURST - PER_ADDRESS });
        expect(burst[36]!.statusCode).toBe(429);
        // The member still gets in from another address.
        expect((await login(user.username, GOOD_PASSWORD, '10.22.0.2')).statusCode).toBe(200);
      });

      it('gives the reserved attempt back on success, so members under the limit are never throttled', async () => {
        const user = await signUp(ctx().app);
        for (let i = 0; i < PER_ACCOUNT - 1; i++)
          expect((await login(user.username, 'Wrong#pass1', '10.23.0.1')).statusCode).toBe(401);
        for (let i = 0; i < 5; i++)
          expect((await login(user.username, GOOD_PASSWORD, '10.23.0.2')).statusCode).toBe(200);
        expect((await login(user.username, 'Wrong#pass1', '10.23.0.3')).statusCode).toBe(401);
        expect((await login(user.username, GOOD_PASSWORD, '10.23.0.4')).statusCode).toBe(429);
        expect(passwordChecks()).toBe(PER_ACCOUNT - 1 + 5 + 1);
      });
    },
    { config: () => ({ rateLimits: limits, ...storeConfig() }) },
  );
}
