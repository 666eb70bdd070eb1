import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { sweep } from '../../src/server/jobs/sweep';
import { describeEachDatabase } from './helpers';

const clock = { now: Date.now() };
const PER_ADDRESS = loadConfig({}).passkeyLoginChallenges.perAddress;
const TOTAL = 60;

/**
 * Anonymous POST /api/passkeys/login/options stores a challenge per call (issue 31, item 10):
 * bounded per client address (429 beyond, until the oldest expires) and in total (the oldest
 * make room), expired ones swept.
 */
describeEachDatabase(
  'anonymous passkey sign-in challenges are bounded',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().deps.database.db;
    const options = (remoteAddress: string) =>
      app().inject({ method: 'POST', url: '/api/passkeys/login/options', remoteAddress });
    const rows = async (address?: string) => {
      let query = db()
        .selectFrom('webauthn_challenges')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('purpose', '=', 'login');
      if (address) query = query.where('client_address', '=', address);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };

    it(`200 calls from one address leave ${PER_ADDRESS} rows; the rest answer 429 until the oldest expires`, async () => {
      const from = '10.210.0.1';
      const codes: number[] = [];
      for (let i = 0; i < 200; i += 1) codes.push((await options(from)).statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(PER_ADDRESS);
      expect(codes.slice(PER_ADDRESS)).toEqual(Array(200 - PER_ADDRESS).fill(429));
      expect(await rows(from)).toBe(PER_ADDRESS);
      const refused = await options(from);
      expect(refused.json().message).toMatch(/too many/i);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(300);
      // Another address is not affected; once the challenges expire, this one may ask again.
      expect((await options('10.210.0.2')).statusCode).toBe(200);
      clock.now += 5 * 60_000 + 1;
      expect((await options(from)).statusCode).toBe(200);
    });

    it('50 concurrent calls from one address store no more than the limit either', async () => {
      const from = '10.213.0.1';
      const answers = await Promise.all(Array.from({ length: 50 }, () => options(from)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PER_ADDRESS);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50 - PER_ADDRESS);
      expect(await rows(from)).toBe(PER_ADDRESS);
    });

    it(`calls from many addresses stay under the total (${TOTAL}); the oldest make room`, async () => {
      const started: string[] = [];
      for (let i = 0; i < 150; i += 1) {
        clock.now += 1; // each a millisecond younger than the one before
        const res = await options(`10.211.${i >> 8}.${i & 255}`);
        expect(res.statusCode).toBe(200);
        started.push(res.json().challengeId);
        expect(await rows()).toBeLessThanOrEqual(TOTAL);
      }
      const kept = (await db().selectFrom('webauthn_challenges').select('id').execute()).map((r) => r.id);
      // The newest are kept, the oldest went.
      expect(kept).toEqual(expect.arrayContaining(started.slice(-TOTAL + 1)));
      expect(kept).not.toContain(started[0]);
    });

    it('the hourly sweep removes the expired ones', async () => {
      await options('10.212.0.1');
      clock.now += 5 * 60_000 + 1;
      const live = (await options('10.212.0.2')).json().challengeId;
      await sweep(app().deps);
      const ids = (await db().selectFrom('webauthn_challenges').select('id').execute()).map((r) => r.id);
      expect(ids).toEqual([live]);
    });
  },
  {
    build: { now: () => clock.now },
    config: () => ({ passkeyLoginChallenges: { perAddress: PER_ADDRESS, total: TOTAL } }),
  },
);
