import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { memoryStore } from '../../src/server/rate-limit/memory-store';
import { describeEachDatabase, signUp } from './helpers';
import { png } from './images';
import { call, newProject, uploadProjectPhoto } from './project-api-helpers';

const MINUTE = 60_000;
const PHOTOS = 3;
const ENTRIES = 4;
const clock = { now: Date.parse('2026-03-10T12:00:00Z') };

/** PROJECT_PHOTOS_PER_MEMBER_MINUTE and PROJECT_ENTRIES_PER_MEMBER_HOUR, lowered: bursts are cut at the limit. */
describeEachDatabase(
  'project uploads and log entries per member',
  (ctx) => {
    const app = () => ctx().app;

    it(`photo uploads: a burst of 8 stores ${PHOTOS}, the rest 429 with Retry-After; a minute later again`, async () => {
      const maker = await signUp(app());
      const { id } = await newProject(app(), maker.token);
      const image = await png(48, 32);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          uploadProjectPhoto(app(), maker.token, id, { alt: `P${i}` }, image),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(PHOTOS);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(8 - PHOTOS);
      for (const res of refused) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().message).toMatch(
          /^You have uploaded many photos in a short time\. Please try again in/,
        );
      }
      // Someone else's project: refused (403) before counting.
      const other = await signUp(app());
      expect((await uploadProjectPhoto(app(), other.token, id, { alt: 'x' }, image)).statusCode).toBe(403);
      clock.now += MINUTE + 1;
      expect((await uploadProjectPhoto(app(), maker.token, id, { alt: 'Later' }, image)).statusCode).toBe(
        201,
      );
    });

    it(`log entries: ${ENTRIES} an hour, then 429`, async () => {
      const maker = await signUp(app());
      const { id } = await newProject(app(), maker.token);
      const write = () =>
        call(app(), 'POST', `/api/projects/${id}/entries`, maker.token, { date: '2026-03-10' });
      const answers = await Promise.all(Array.from({ length: ENTRIES + 3 }, write));
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(ENTRIES);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0]?.json().message).toMatch(/^You have written many log entries in a short time\./);
      expect((await call(app(), 'GET', `/api/projects/${id}/entries`)).statusCode).toBe(404);
      expect(
        (await call(app(), 'GET', `/api/projects/${id}/entries`, maker.token)).json().entries,
      ).toHaveLength(ENTRIES);
      clock.now += 60 * MINUTE + 1;
      expect((await write()).statusCode).toBe(201);
    });
  },
  {
    config: {
      rateLimits: {
        ...loadConfig({}).rateLimits,
        projectPhotosPerUser: { max: PHOTOS, windowMs: MINUTE },
        projectEntriesPerUser: { max: ENTRIES, windowMs: 60 * MINUTE },
      },
    },
    build: { limits: memoryStore(() => clock.now), now: () => clock.now, jobTimer: false },
  },
);
