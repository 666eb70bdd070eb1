import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { hashToken } from '../../src/server/security/tokens';
import { createEvent, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, GOOD_PASSWORD, putProfile, signUp } from './helpers';
import { organiser, organiserPost } from './moderation-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL;
const RACING = 12;

/**
 * Holds every new session at its insert until `open()`: the logins have read the account and
 * checked the password, and store their session only after the change the test makes committed.
 * That is the window a real race hits by chance; here every login is in it.
 */
function holdSessionInserts(app: FastifyInstance) {
  const sessions = app.deps.sessions;
  const insert = sessions.insert;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let waiting = 0;
  let arrivedAll: () => void = () => undefined;
  const allArrived = new Promise<void>((resolve) => {
    arrivedAll = resolve;
  });
  sessions.insert = async (...args) => {
    waiting += 1;
    if (waiting === RACING) arrivedAll();
    await opened;
    return insert(...args);
  };
  return {
    allArrived,
    open: () => {
      sessions.insert = insert;
      open();
    },
  };
}

/**
 * Logins racing a suspension, a deletion, a password reset or change and "sign out everywhere"
 * (issue 31, item 3): a login that checked the password before the change and stores its session
 * after it must get a dead session. The session lookup refuses it (status, deletion and the
 * credential generation), with the answer and session caches on (PostgreSQL: beside Redis).
 */
describeEachDatabase(
  'logins racing a suspension, deletion, reset, password change or sign-out everywhere',
  (ctx) => {
    const app = () => ctx().app;
    let address = 0;

    /** RACING logins with the password, each held at its session insert until `change` is done. */
    async function raceLogins(username: string, change: () => Promise<void>) {
      const held = holdSessionInserts(app());
      const logins = Array.from({ length: RACING }, () => {
        address += 1;
        return app().inject({
          method: 'POST',
          url: '/api/login',
          payload: { username, password: GOOD_PASSWORD },
          remoteAddress: `10.31.${address >> 8}.${address & 255}`,
        });
      });
      await held.allArrived;
      try {
        await change();
      } finally {
        held.open();
      }
      const answers = await Promise.all(logins);
      // Every login had checked the password before the change: each was handed a token.
      expect(answers.map((a) => a.statusCode)).toEqual(Array(RACING).fill(200));
      return answers.map((a) => a.json().token as string);
    }

    /** How many of the tokens still work on export, profile edit, RSVP and adding a passkey. */
    async function working(tokens: string[], userId: number, eventId: number) {
      let alive = 0;
      for (const token of tokens) {
        const answers = await Promise.all([
          app().inject({ url: '/api/me/export', headers: bearer(token) }),
          putProfile(app(), userId, token, { about: 'still here' }),
          rsvp(app(), eventId, token, { status: 'going' }),
          app().inject({ method: 'POST', url: '/api/passkeys/register/options', headers: bearer(token) }),
        ]);
        const codes = answers.map((a) => a.statusCode);
        if (codes.some((code) => code !== 401)) alive += 1;
      }
      return alive;
    }

    async function world() {
      // The session cache is on wherever the answer cache is: SQLite, and PostgreSQL beside Redis.
      if (ctx().kind === 'sqlite' || REDIS_URL) expect(app().answers.isEnabled()).toBe(true);
      const host = await signUp(app());
      const eventId = await createEvent(app(), host.token);
      const member = await signUp(app());
      // This session is looked up (and kept by the session cache) before the change.
      expect((await app().inject({ url: '/api/protected', headers: bearer(member.token) })).statusCode).toBe(
        200,
      );
      return { member, eventId };
    }

    it(`${RACING} logins racing an organiser's suspension: no token works`, async () => {
      const { member, eventId } = await world();
      const org = await organiser(app());
      const tokens = await raceLogins(member.username, async () => {
        const res = await organiserPost(app(), org.token, `members/${member.userId}/suspend`, 'Spam');
        expect(res.statusCode, res.body).toBe(200);
      });
      expect(await working([...tokens, member.token], member.userId, eventId)).toBe(0);
      // Lifting the suspension brings none of them back: the member signs in again.
      const lifted = await organiserPost(
        app(),
        org.token,
        `members/${member.userId}/unsuspend`,
        'Appeal heard',
      );
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(await working([...tokens, member.token], member.userId, eventId)).toBe(0);
    });

    it(`${RACING} logins left to race a suspension freely: no token works, wherever each landed`, async () => {
      const { member, eventId } = await world();
      const org = await organiser(app());
      const logins = Array.from({ length: RACING }, () =>
        app().inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: member.username, password: GOOD_PASSWORD },
        }),
      );
      const suspended = await organiserPost(app(), org.token, `members/${member.userId}/suspend`, 'Spam');
      expect(suspended.statusCode).toBe(200);
      const answers = await Promise.all(logins);
      const tokens = answers.filter((a) => a.statusCode === 200).map((a) => a.json().token as string);
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 403)).toBe(true);
      expect(await working([...tokens, member.token], member.userId, eventId)).toBe(0);
    });

    it(`${RACING} logins racing the account's deletion: no token works`, async () => {
      const { member, eventId } = await world();
      const tokens = await raceLogins(member.username, async () => {
        const res = await app().inject({
          method: 'DELETE',
          url: `/api/users/${member.userId}`,
          payload: { password: member.password },
          headers: bearer(member.token),
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect(await working([...tokens, member.token], member.userId, eventId)).toBe(0);
    });

    it(`${RACING} logins with the old password racing a password reset: no token works`, async () => {
      const { member, eventId } = await world();
      const link = `race-reset-${member.userId}-0123456789abcdef`;
      const now = app().deps.now();
      await app().deps.resets.replace(member.userId, hashToken(link), now, now + 3_600_000);
      const tokens = await raceLogins(member.username, async () => {
        const res = await app().inject({
          method: 'POST',
          url: `/api/resetpassword/token/${link}`,
          payload: { password: 'Brand#New2031' },
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect(await working([...tokens, member.token], member.userId, eventId)).toBe(0);
    });

    it(`${RACING} logins with the old password racing a password change: only the changing session works`, async () => {
      const { member, eventId } = await world();
      const tokens = await raceLogins(member.username, async () => {
        const res = await putProfile(app(), member.userId, member.token, {
          password: 'Brand#New2032',
          currentpassword: member.password,
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect(await working(tokens, member.userId, eventId)).toBe(0);
      expect(await working([member.token], member.userId, eventId)).toBe(1);
    });

    it(`${RACING} logins racing "sign out everywhere": only the session that asked works`, async () => {
      const { member, eventId } = await world();
      const tokens = await raceLogins(member.username, async () => {
        const res = await app().inject({
          method: 'DELETE',
          url: '/api/sessions',
          headers: bearer(member.token),
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect(await working(tokens, member.userId, eventId)).toBe(0);
      expect(await working([member.token], member.userId, eventId)).toBe(1);
    });
  },
  {
    config: () => ({
      // The racing logins all hold an attempt at once; this file is not about the login limit.
      rateLimits: { ...loadConfig({}).rateLimits, loginFailuresPerAccount: { max: 100, windowMs: 60_000 } },
      ...(REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:session-races:${process.pid}:` } : {}),
    }),
  },
);
