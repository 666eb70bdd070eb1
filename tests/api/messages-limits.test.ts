import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { memoryStore } from '../../src/server/rate-limit/memory-store';
import { describeEachDatabase } from './helpers';
import { friends, list, send, signUp, start, startTo } from './message-helpers';

const MINUTE = 60_000;
const MESSAGES = 7;
const REQUESTS = 4;
const clock = { now: Date.parse('2026-03-10T12:00:00Z') };

/** MESSAGES_PER_MEMBER_HOUR and MESSAGE_REQUESTS_PER_MEMBER_HOUR, lowered: 30 at once pass exactly the limit. */
describeEachDatabase(
  'message floods',
  (ctx) => {
    const app = () => ctx().app;

    it(`30 messages at once: ${MESSAGES} sent, the rest 429 with Retry-After; an hour later again`, async () => {
      const [a, b] = await friends(app());
      const { conversationId } = await start(app(), a.token, [b.username], 'First');
      const write = (i: number) =>
        send(app(), 'POST', `/api/conversations/${conversationId}/messages`, a.token, { body: `Flood ${i}` });
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => write(i)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MESSAGES - 1);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(30 - (MESSAGES - 1));
      expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused[0]?.json().message).toMatch(/^You have sent many messages in a short time\./);
      // b is not held back by a.
      expect(
        (await send(app(), 'POST', `/api/conversations/${conversationId}/messages`, b.token, { body: 'Hi' }))
          .statusCode,
      ).toBe(201);
      clock.now += 60 * MINUTE + 1;
      expect((await write(99)).statusCode).toBe(201);
    });

    it(`30 requests to strangers at once: ${REQUESTS} asked, the rest 429; friends are still reached`, async () => {
      const [sender, friend] = await friends(app());
      const strangers = await Promise.all(Array.from({ length: 30 }, () => signUp(app())));
      const answers = await Promise.all(
        strangers.map((s) => startTo(app(), sender.token, [s.username], 'Hi')),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(REQUESTS);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(30 - REQUESTS);
      expect(refused[0]?.json().message).toMatch(/^You have asked many members/);
      expect(answers.filter((r) => r.statusCode >= 500)).toEqual([]);
      const asked = await Promise.all(strangers.map((s) => list(app(), s.token)));
      expect(asked.filter((l) => l.requests === 1)).toHaveLength(REQUESTS);
      // Writing again to one already asked is no new request; a friend is never one.
      const already = strangers[answers.findIndex((r) => r.statusCode === 201)];
      expect((await startTo(app(), sender.token, [already?.username ?? ''], 'Again')).statusCode).toBe(201);
      expect((await startTo(app(), sender.token, [friend.username], 'Hi friend')).statusCode).toBe(201);
    });
  },
  {
    config: {
      rateLimits: {
        ...loadConfig({}).rateLimits,
        messagesPerUser: { max: MESSAGES, windowMs: 60 * MINUTE },
        messageRequestsPerUser: { max: REQUESTS, windowMs: 60 * MINUTE },
      },
    },
    build: { limits: memoryStore(() => clock.now), now: () => clock.now, jobTimer: false },
  },
);
