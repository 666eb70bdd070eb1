import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { memoryStore } from '../../src/server/rate-limit/memory-store';
import { conWithAlbum, photographer, seenIds, uploadPhoto } from './album-helpers';
import { describeEachDatabase } from './helpers';
import { png } from './images';

const MINUTE = 60_000;
const LIMIT = 4;
const BURST = 10;
const clock = { now: Date.parse('2026-03-10T12:00:00Z') };

/** ALBUM_PHOTOS_PER_MEMBER_MINUTE, lowered: a burst of uploads by one photographer is cut at the limit. */
describeEachDatabase(
  'album photo uploads per member per minute',
  (ctx) => {
    const app = () => ctx().app;

    it(`${BURST} concurrent uploads: ${LIMIT} are stored, the rest 429 with Retry-After; others still upload; a minute later again`, async () => {
      const { shooter, albumId } = await conWithAlbum(app());
      const image = await png(64, 48);
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          uploadPhoto(app(), shooter.token, albumId, { alt: `Photo ${i}` }, image),
        ),
      );
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(LIMIT);
      expect(refused).toHaveLength(BURST - LIMIT);
      for (const res of refused) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect(res.json().message).toMatch(
          /^You have uploaded many photos in a short time\. Please try again in \d+ seconds?\.$/,
        );
      }
      // Only what ran was stored.
      expect(await seenIds(app(), albumId, shooter.token)).toHaveLength(LIMIT);

      // Another photographer is counted apart.
      const other = await conWithAlbum(app());
      expect(
        (await uploadPhoto(app(), other.shooter.token, other.albumId, { alt: 'x' }, image)).statusCode,
      ).toBe(201);
      clock.now += MINUTE + 1;
      expect((await uploadPhoto(app(), shooter.token, albumId, { alt: 'Later' }, image)).statusCode).toBe(
        201,
      );
    });

    it('an upload to someone else’s album is refused (403) without counting against its photographer', async () => {
      const { shooter, albumId } = await conWithAlbum(app());
      const intruder = await photographer(app());
      const image = await png(64, 48);
      for (let i = 0; i < BURST; i++)
        expect((await uploadPhoto(app(), intruder.token, albumId, { alt: 'x' }, image)).statusCode).toBe(403);
      expect((await uploadPhoto(app(), shooter.token, albumId, { alt: 'Mine' }, image)).statusCode).toBe(201);
    });
  },
  {
    config: {
      rateLimits: { ...loadConfig({}).rateLimits, albumPhotosPerUser: { max: LIMIT, windowMs: MINUTE } },
    },
    build: { limits: memoryStore(() => clock.now), now: () => clock.now, jobTimer: false },
  },
);
