import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { memoryStore } from '../../src/server/rate-limit/memory-store';
import { postComment, send, thingsOf, thread } from './comment-helpers';
import { describeEachDatabase, signUp } from './helpers';

const MINUTE = 60_000;
const COMMENTS = 7;
const REACTIONS = 5;
const clock = { now: Date.parse('2026-03-10T12:00:00Z') };

/** COMMENTS_PER_MEMBER_HOUR and REACTIONS_PER_MEMBER_MINUTE, lowered: 30 at once pass exactly the limit. */
describeEachDatabase(
  'comment and reaction floods',
  (ctx) => {
    const app = () => ctx().app;

    it(`30 comments at once: ${COMMENTS} written, the rest 429 with Retry-After; an hour later again`, async () => {
      const owner = await signUp(app());
      const { event } = await thingsOf(app(), owner);
      const write = (i: number) => postComment(app(), owner.token, event.kind, event.id, `Flood ${i}`);
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => write(i)));
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(COMMENTS);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(30 - COMMENTS);
      expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused[0]?.json().message).toMatch(/^You have written many comments in a short time\./);
      expect((await thread(app(), event.kind, event.id)).total).toBe(COMMENTS);
      // Another member is not held back by this one.
      const other = await signUp(app());
      expect((await postComment(app(), other.token, event.kind, event.id, 'Hi')).statusCode).toBe(201);
      clock.now += 60 * MINUTE + 1;
      expect((await write(99)).statusCode).toBe(201);
    });

    it(`30 reactions at once: ${REACTIONS} pass, the rest 429; a minute later again`, async () => {
      const owner = await signUp(app());
      const fan = await signUp(app());
      const { entry } = await thingsOf(app(), owner);
      const names = ['heart', 'fire', 'clap', 'wow', 'laugh', 'sparkles'];
      const react = (i: number) =>
        send(
          app(),
          i % 2 ? 'PUT' : 'DELETE',
          `/api/reactions/project-entry/${entry.id}/${names[i % 6]}`,
          fan.token,
        );
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => react(i)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(REACTIONS);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30 - REACTIONS);
      clock.now += MINUTE + 1;
      expect((await react(1)).statusCode).toBe(200);
    });
  },
  {
    config: {
      rateLimits: {
        ...loadConfig({}).rateLimits,
        commentsPerUser: { max: COMMENTS, windowMs: 60 * MINUTE },
        reactionsPerUser: { max: REACTIONS, windowMs: MINUTE },
      },
    },
    build: { limits: memoryStore(() => clock.now), now: () => clock.now, jobTimer: false },
  },
);
