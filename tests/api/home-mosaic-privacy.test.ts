import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, putProfile } from './helpers';
import {
  member,
  memberWithPhotos,
  moderationWorld,
  organiser,
  organiserPost,
  queue,
  report,
} from './moderation-helpers';

const { build } = moderationWorld();
const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * The landing mosaic after a change that takes a member's name or photo away from the public: the
 * very next answer no longer has it, though the clock has not moved past any time to live.
 */
describeEachDatabase(
  'landing mosaic: a change that takes a member away is seen on the next request',
  (ctx) => {
    const app = () => ctx().app;
    const mosaicText = async () => {
      const res = await app().inject({ url: '/api/home/mosaic' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      return res.body;
    };
    /** A member with photos, shown in the mosaic (and so kept there). */
    const shown = async () => {
      const m = await memberWithPhotos(app(), { firstname: 'Mosa', lastname: 'Shown' });
      const before = await mosaicText();
      expect(before).toContain(m.username);
      expect(before).toContain('Mosa Shown');
      return m;
    };
    const expectGone = async (username: string) => {
      const after = await mosaicText();
      expect(after).not.toContain(username);
      expect(after).not.toContain('Mosa Shown');
    };

    it('runs with the answer cache on (it would be off on PostgreSQL without Redis)', () => {
      expect(app().answers.stats().enabled).toBe(true);
    });

    it('a member who makes their profile members-only', async () => {
      const m = await shown();
      expect((await putProfile(app(), m.userId, m.token, { visibility: 'members' })).statusCode).toBe(200);
      await expectGone(m.username);
    });

    it('a member who takes their profile off the lists', async () => {
      const m = await shown();
      expect((await putProfile(app(), m.userId, m.token, { listed: 'false' })).statusCode).toBe(200);
      await expectGone(m.username);
    });

    it('a member an organiser suspends', async () => {
      const org = await organiser(app());
      const m = await shown();
      const res = await organiserPost(app(), org.token, `members/${m.userId}/suspend`, 'Harassment');
      expect(res.statusCode, res.body).toBe(200);
      await expectGone(m.username);
    });

    it('a member who deletes their account', async () => {
      const m = await shown();
      const res = await app().inject({
        method: 'DELETE',
        url: `/api/users/${m.userId}`,
        payload: { password: m.password },
        headers: bearer(m.token),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      await expectGone(m.username);
    });

    it('a photo an organiser hides', async () => {
      const org = await organiser(app());
      const reporter = await member(app());
      const m = await shown();
      expect(await mosaicText()).toContain(`${m.image}/thumb`);
      await report(app(), reporter.token, { username: m.username, image: m.image, note: 'Not for us' });
      const reportId = (await queue(app(), org.token)).members.find((g) => g.member.id === m.userId)
        ?.reports[0]?.id;
      const res = await organiserPost(
        app(),
        org.token,
        `reports/${reportId}/hide-photo`,
        'Not for a family club',
      );
      expect(res.statusCode, res.body).toBe(200);
      const after = await mosaicText();
      expect(after).not.toContain(m.image);
      expect(after).toContain(`${m.slides[0]}/thumb`); // the member stays, with the next photo
    });
  },
  {
    build,
    // On PostgreSQL the answer cache runs only beside Redis (several instances).
    config: () =>
      REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:mosaic-privacy:${process.pid}:` } : {},
  },
);
