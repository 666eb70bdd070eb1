import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { memoryStore } from '../../src/server/rate-limit/memory-store';
import { createEvent, postEvent, rsvp } from './event-helpers';
import { describeEachDatabase, signUp } from './helpers';

const MINUTE = 60_000;
const limits = {
  ...loadConfig({}).rateLimits,
  eventsPerUserHour: { max: 5, windowMs: 60 * MINUTE },
  eventsPerUserDay: { max: 8, windowMs: 24 * 60 * MINUTE },
  rsvpsPerUser: { max: 10, windowMs: MINUTE },
};
const BURST = 30;

/** 30 events at once by one member: exactly the hour's 5 are made; the rest are 429 with when to come back. */
async function burstOfEvents(app: FastifyInstance) {
  const maker = await signUp(app);
  const answers = await Promise.all(Array.from({ length: BURST }, () => postEvent(app, maker.token)));
  const made = answers.filter((r) => r.statusCode === 201);
  const refused = answers.filter((r) => r.statusCode === 429);
  expect(made.length).toBe(5);
  expect(refused.length).toBe(BURST - 5);
  for (const res of refused) {
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(res.json().message).toMatch(
      /^You have made a lot of events in a short time\. Please try again in \d+ minutes?\.$/,
    );
  }
  const { rows } = await app.deps.events.list({
    viewer: 'member',
    memberId: maker.userId,
    now: 0,
    offset: 0,
    limit: 100,
  });
  expect(rows.filter((r) => r.host_id === maker.userId).length).toBe(5);
  // Another member is counted on their own.
  expect((await postEvent(app, (await signUp(app)).token)).statusCode).toBe(201);
}

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };

describeEachDatabase(
  'limits on making events and answering them (memory store)',
  (ctx) => {
    const app = () => ctx().app;

    it(`${BURST} concurrent event creations by one member: 5 made, ${BURST - 5} answered 429`, async () => {
      await burstOfEvents(app());
    });

    it('the day’s limit holds when the hour’s has room again', async () => {
      const maker = await signUp(app());
      for (let i = 0; i < 5; i++) await createEvent(app(), maker.token);
      expect((await postEvent(app(), maker.token)).statusCode).toBe(429);
      clock.now += 61 * MINUTE;
      for (let i = 0; i < 3; i++) await createEvent(app(), maker.token);
      const refused = await postEvent(app(), maker.token);
      expect(refused.statusCode).toBe(429);
      // The day's window (started 61 minutes ago) is what ends first.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(22 * 3600);
    });

    it(`${BURST} concurrent RSVP writes by one member: 10 pass, the rest 429; others still answer`, async () => {
      const host = await signUp(app());
      const guest = await signUp(app());
      const id = await createEvent(app(), host.token, { capacity: 50 });
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          rsvp(app(), id, guest.token, {
            status: i % 2 ? 'going' : 'maybe',
            cosplan: `try ${i}`,
            photoshoot: false,
          }),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 200).length).toBe(10);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused.length).toBe(BURST - 10);
      expect(refused[0]?.json().message).toMatch(
        /many times in a short time\. Please try again in \d+ seconds?\.$/,
      );
      expect(Number(refused[0]?.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(
        (await rsvp(app(), id, host.token, { status: 'going', cosplan: '', photoshoot: false })).statusCode,
      ).toBe(200);
      clock.now += MINUTE + 1;
      expect(
        (await rsvp(app(), id, guest.token, { status: 'no', cosplan: '', photoshoot: false })).statusCode,
      ).toBe(200);
    });
  },
  { config: { rateLimits: limits }, build: { limits: memoryStore(() => clock.now), now: () => clock.now } },
);

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describeEachDatabase(
    'limits on making events, counted in Redis',
    (ctx) => {
      it(`${BURST} concurrent event creations by one member: 5 made`, async () => {
        await burstOfEvents(ctx().app);
      });
    },
    {
      config: () => ({
        rateLimits: limits,
        redisUrl,
        redisKeyPrefix: `test:${process.pid}:${Math.random().toString(36).slice(2)}:`,
      }),
    },
  );
}
