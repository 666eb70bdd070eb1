import { expect, it } from 'vitest';
import { runClubCommand } from '../../src/server/ops/club-command';
import { ORGANISER_MESSAGES } from '../../src/shared/organisers/roles';
import { bearer, describeEachDatabase } from './helpers';
import { organiser } from './moderation-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * Organiser reads run beside their fresh session check once the session cache knows the organiser
 * (plugins/organiser-scope.ts): the answer still waits for that check, and a refusal replaces it.
 * The session cache is on where the answer cache is (on PostgreSQL, beside Redis).
 */
describeEachDatabase(
  'organiser reads: a known organiser read starts at once, but nothing goes out before the fresh check',
  (ctx) => {
    const app = () => ctx().app;
    const audit = (token: string) =>
      app().inject({ url: '/api/organisers/audit?page=1&limit=5', headers: bearer(token) });

    it('answers a known organiser as before, the same read twice', async () => {
      const org = await organiser(app());
      const cold = await audit(org.token);
      expect(cold.statusCode).toBe(200);
      const warm = await audit(org.token); // the session is now kept as an organiser's
      expect(warm.statusCode).toBe(200);
      expect(warm.json()).toEqual(cold.json());
      expect(warm.headers['x-total-count']).toBe(cold.headers['x-total-count']);
    });

    it('refuses at once a role taken away on the command line, with none of the read, headers included', async () => {
      const org = await organiser(app());
      expect((await audit(org.token)).statusCode).toBe(200);
      await runClubCommand(app().deps, ['organiser', 'remove', org.username], app().deps.now());
      const refused = await audit(org.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: ORGANISER_MESSAGES.organisersOnly });
      expect(refused.headers['x-total-count']).toBeUndefined();
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.headers['cache-control']).toBe('no-store');
    });

    it('refuses a session ended behind the API with 401', async () => {
      const org = await organiser(app());
      expect((await audit(org.token)).statusCode).toBe(200);
      const db = app().deps.database.db;
      await db.deleteFrom('sessions').where('user_id', '=', org.userId).execute();
      const refused = await audit(org.token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
    });
  },
  {
    config: () =>
      REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:organiser-reads:${process.pid}:` } : {},
  },
);
