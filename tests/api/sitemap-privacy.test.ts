import { expect, it } from 'vitest';
import { createEvent, putEvent } from './event-helpers';
import { bearer, describeEachDatabase, putProfile } from './helpers';
import { member, moderationWorld, organiser, organiserPost } from './moderation-helpers';

const { build } = moderationWorld();
const REDIS_URL = process.env.TEST_REDIS_URL;
const PUBLIC_URL = 'https://club.example.org';

/**
 * The sitemap after a change that takes a profile or an event away from search engines: the very
 * next request no longer lists it, though the clock has not moved past any time to live. Run with
 * the sitemap in one file and split in pages of five (where the member is on a later page).
 */
for (const pageSize of [undefined, 5]) {
  describeEachDatabase(
    `sitemap${pageSize ? ' in pages' : ''}: a change that takes a member or event away is seen on the next request`,
    (ctx) => {
      const app = () => ctx().app;
      /** Every address the sitemap lists now, through its pages if it has them. */
      const listed = async (): Promise<string> => {
        const main = await app().inject({ url: '/sitemap.xml' });
        expect(main.statusCode).toBe(200);
        expect(main.headers['cache-control']).toBe('no-cache');
        if (!main.body.includes('<sitemapindex')) return main.body;
        const pages = [...main.body.matchAll(/<loc>[^<]*(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
        let all = '';
        for (const page of pages) {
          const res = await app().inject({ url: String(page) });
          expect(res.statusCode).toBe(200);
          expect(res.headers['cache-control']).toBe('no-cache');
          all += res.body;
        }
        return all;
      };
      const profileUrl = (username: string) => `<loc>${PUBLIC_URL}/public/${username}</loc>`;
      /** A member whose profile the sitemap lists (and so keeps). */
      const listedMember = async () => {
        const m = await member(app());
        expect(await listed()).toContain(profileUrl(m.username));
        return m;
      };

      it('runs with the answer cache on (it would be off on PostgreSQL without Redis)', () => {
        expect(app().answers.stats().enabled).toBe(true);
      });

      for (const [what, fields] of [
        ['makes their profile members-only', { visibility: 'members' }],
        ['asks search engines not to index it', { indexable: 'false' }],
        ['takes it off the lists', { listed: 'false' }],
      ] as const) {
        it(`a member who ${what}`, async () => {
          const m = await listedMember();
          expect((await putProfile(app(), m.userId, m.token, fields)).statusCode).toBe(200);
          expect(await listed()).not.toContain(profileUrl(m.username));
        });
      }

      it('a member an organiser suspends, and their events', async () => {
        const org = await organiser(app());
        const m = await listedMember();
        const event = await createEvent(app(), m.token);
        expect(await listed()).toContain(`/events/${event}<`);
        const res = await organiserPost(app(), org.token, `members/${m.userId}/suspend`, 'Spam');
        expect(res.statusCode, res.body).toBe(200);
        const after = await listed();
        expect(after).not.toContain(profileUrl(m.username));
        expect(after).not.toContain(`/events/${event}<`);
      });

      it('a member who deletes their account', async () => {
        const m = await listedMember();
        const res = await app().inject({
          method: 'DELETE',
          url: `/api/users/${m.userId}`,
          payload: { password: m.password },
          headers: bearer(m.token),
        });
        expect(res.statusCode, res.body).toBeLessThan(300);
        expect(await listed()).not.toContain(profileUrl(m.username));
      });

      it('an event made members-only', async () => {
        const host = await member(app());
        const event = await createEvent(app(), host.token);
        expect(await listed()).toContain(`/events/${event}<`);
        expect((await putEvent(app(), event, host.token, { visibility: 'members' })).statusCode).toBe(200);
        expect(await listed()).not.toContain(`/events/${event}<`);
      });
    },
    {
      build: { ...build, ...(pageSize ? { sitemapPageSize: pageSize } : {}) },
      config: () => ({
        publicUrl: PUBLIC_URL,
        ...(REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:sitemap-privacy:${process.pid}:` } : {}),
      }),
    },
  );
}
