import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { memoryStore } from '../../src/server/rate-limit/memory-store';
import type { ConGroup } from '../../src/shared/api/con-groups';
import { putGoing } from './con-going-helpers';
import { addSpringCon, newOrganiser, photographerWithSlots } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

const MINUTE = 60_000;
const LIMIT = 10;
const BURST = 30;
const lowered = {
  ...loadConfig({}).rateLimits,
  conGoingSavesPerUser: { max: LIMIT, windowMs: MINUTE },
  conClaimChangesPerUser: { max: LIMIT, windowMs: MINUTE },
  shootBookingsPerUser: { max: LIMIT, windowMs: MINUTE },
};
const clock = { now: Date.parse('2026-03-01T12:00:00Z') };

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

/** Of a burst, `LIMIT` ran (whatever they answered) and the rest were 429 with when to come back. */
function expectCut(answers: Answer[], message: RegExp) {
  const refused = answers.filter((a) => a.statusCode === 429);
  expect(answers.length - refused.length).toBe(LIMIT);
  expect(refused).toHaveLength(BURST - LIMIT);
  for (const res of refused) {
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.json().message).toMatch(message);
  }
}

/** What the bursts need: a dated con, a group and a photographer's slots (setup of both describes). */
function conSetup(app: () => FastifyInstance) {
  const con = async () => (await addSpringCon(app(), (await newOrganiser(app())).token, 'Limit Con')).slug;
  const group = async (slug: string, lead: { token: string }, characters: string[]) => {
    const res = await app().inject({
      method: 'POST',
      url: `/api/cons/${slug}/groups`,
      payload: { series: 'Limits', characters },
      headers: bearer(lead.token),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ConGroup;
  };
  const slots = async (slug: string, count: number) => {
    const run = { from: '09:00', until: '14:00', lengthMinutes: 10 };
    return (await photographerWithSlots(app(), slug, run)).slots.slice(0, count);
  };
  const claim = (groupId: number, characterId: number, token: string) =>
    app().inject({
      method: 'POST',
      url: `/api/con-groups/${groupId}/claims`,
      payload: { characterId },
      headers: bearer(token),
    });
  const book = (id: number, token: string, method: 'POST' | 'DELETE' = 'POST') =>
    app().inject({ method, url: `/api/shoots/${id}/booking`, headers: bearer(token) });
  return { con, group, slots, claim, book };
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `Character ${i + 1}`);
const goingBody = (i: number) => ({
  visibility: 'members' as const,
  days: [{ day: '2026-03-07', character: `Try ${i}`, series: 'Loop' }],
});

/** A burst of bookings by one member: the first LIMIT run, the rest are refused before any work. */
async function burstOfBookings(app: () => FastifyInstance) {
  const setup = conSetup(app);
  const ids = await setup.slots(await setup.con(), BURST);
  const cos = await signUp(app());
  const answers = await Promise.all(ids.map((id) => setup.book(id, cos.token)));
  expectCut(
    answers,
    /^You have booked or cancelled photoshoots many times in a short time\. Please try again in \d+ seconds?\.$/,
  );
  // Only what ran was booked (10-minute slots back to back: none overlaps another).
  const booked = ids.filter((_, i) => answers[i]!.statusCode === 200);
  expect(booked).toHaveLength(LIMIT);
  // Which ten ran is the order the requests reached the counter (after their session lookups), not
  // the order they were sent: on PostgreSQL the pool can reorder them.
  return { setup, booked, cos };
}

describeEachDatabase(
  'limits on con writes: who’s going, claims, bookings (memory store)',
  (ctx) => {
    const app = () => ctx().app;

    it(`${BURST} concurrent who's-going saves by one member: ${LIMIT} run, the rest 429; others still save`, async () => {
      const slug = await conSetup(app).con();
      const [ada, ben] = [await signUp(app()), await signUp(app())];
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) => putGoing(app(), slug, ada.token, goingBody(i))),
      );
      expectCut(
        answers,
        /^You have changed which con days you go to many times in a short time\. Please try again in \d+ seconds?\.$/,
      );
      expect((await putGoing(app(), slug, ben.token, goingBody(0))).statusCode).toBe(200);
      // Withdrawing counts on the same counter.
      const gone = await app().inject({
        method: 'DELETE',
        url: `/api/cons/${slug}/going`,
        headers: bearer(ada.token),
      });
      expect(gone.statusCode).toBe(429);
      clock.now += MINUTE + 1;
      expect((await putGoing(app(), slug, ada.token, goingBody(99))).statusCode).toBe(200);
    });

    it(`${BURST} concurrent claims by one member: ${LIMIT} reach the database, the rest 429`, async () => {
      const setup = conSetup(app);
      const slug = await setup.con();
      const lead = await signUp(app());
      const group = await setup.group(slug, lead, names(BURST));
      const bot = await signUp(app());
      const answers = await Promise.all(group.characters.map((c) => setup.claim(group.id, c.id, bot.token)));
      expectCut(
        answers,
        /^You have changed claims in group cosplays many times in a short time\. Please try again in \d+ seconds?\.$/,
      );
      // Of those that ran, one claim per member per group: one holds, the others were 409.
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      // The lead, counted apart, still accepts it.
      const claimId = answers.find((a) => a.statusCode === 200)!.json().myClaimId as number;
      const accepted = await app().inject({
        method: 'PUT',
        url: `/api/con-groups/${group.id}/claims/${claimId}`,
        payload: { status: 'accepted' },
        headers: bearer(lead.token),
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    });

    it(`${BURST} concurrent bookings by one member: ${LIMIT} run, the rest 429; cancelling is counted too`, async () => {
      const { setup, booked, cos } = await burstOfBookings(app);
      expect((await setup.book(booked[0]!, cos.token, 'DELETE')).statusCode).toBe(429);
      clock.now += MINUTE + 1;
      expect((await setup.book(booked[0]!, cos.token, 'DELETE')).statusCode).toBe(200);
    });
  },
  {
    config: { rateLimits: lowered },
    build: { limits: memoryStore(() => clock.now), now: () => clock.now, jobTimer: false },
  },
);

describeEachDatabase(
  'limits on con writes leave a member’s real use alone (default limits)',
  (ctx) => {
    const app = () => ctx().app;

    it('a lead accepts 30 claims one after another, a member changes going five times and books, cancels and rebooks', async () => {
      const setup = conSetup(app);
      const slug = await setup.con();
      const lead = await signUp(app());
      const group = await setup.group(slug, lead, names(30));
      const members = await Promise.all(Array.from({ length: 30 }, () => signUp(app())));
      const claims = await Promise.all(
        members.map((m, i) => setup.claim(group.id, group.characters[i]!.id, m.token)),
      );
      expect(claims.map((c) => c.statusCode)).toEqual(members.map(() => 200));
      for (const claim of claims) {
        const res = await app().inject({
          method: 'PUT',
          url: `/api/con-groups/${group.id}/claims/${claim.json().myClaimId}`,
          payload: { status: 'accepted' },
          headers: bearer(lead.token),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const ada = members[0]!;
      for (let i = 0; i < 5; i++)
        expect((await putGoing(app(), slug, ada.token, goingBody(i))).statusCode).toBe(200);
      const [first, second] = await setup.slots(slug, 2);
      for (const [method, id] of [
        ['POST', first],
        ['DELETE', first],
        ['POST', second],
        ['POST', first],
      ] as const)
        expect((await setup.book(id!, ada.token, method)).statusCode).toBe(200);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describeEachDatabase(
    'limits on con bookings, counted in Redis',
    (ctx) => {
      it(`${BURST} concurrent bookings by one member: ${LIMIT} run`, async () => {
        await burstOfBookings(() => ctx().app);
      });
    },
    {
      config: () => ({
        rateLimits: lowered,
        redisUrl,
        redisKeyPrefix: `test:${process.pid}:${Math.random().toString(36).slice(2)}:`,
      }),
      build: { now: () => clock.now, jobTimer: false },
    },
  );
}
