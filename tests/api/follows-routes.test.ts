import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { FOLLOW_MESSAGES, type FollowListAnswer } from '../../src/shared/api/follows';
import { pendingMember } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

const LIMIT = 40;

/** Following (issue 37 item 3): follow, unfollow, the lists, the pair's state, removing a follower. */
describeEachDatabase(
  'following members',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().deps.database.db;
    const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
      app().inject({ method, url, headers: token ? bearer(token) : {} });
    const follow = (token: string, username: string) => call('PUT', `/api/me/following/${username}`, token);
    const list = async (token: string, which: 'following' | 'followers') => {
      const res = await call('GET', `/api/me/${which}`, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return (res.json() as FollowListAnswer).members;
    };
    const state = async (token: string, username: string) => {
      const res = await call('GET', `/api/me/following/${username}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('asks for a session (401) and refuses following yourself (400)', async () => {
      const ada = await signUp(app());
      for (const [method, url] of [
        ['PUT', `/api/me/following/${ada.username}`],
        ['DELETE', `/api/me/following/${ada.username}`],
        ['GET', `/api/me/following/${ada.username}`],
        ['GET', '/api/me/following'],
        ['GET', '/api/me/followers'],
        ['DELETE', `/api/me/followers/${ada.username}`],
      ] as const)
        expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      const self = await follow(ada.token, ada.username.toUpperCase());
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ message: FOLLOW_MESSAGES.notYourself });
    });

    it('answers 404 "No such member" for an unknown or pending member; a pending member may not follow', async () => {
      const ada = await signUp(app());
      const unknown = await follow(ada.token, 'nobody-here');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: FOLLOW_MESSAGES.noSuchMember });
      const pending = await pendingMember(app());
      expect((await follow(ada.token, pending.username)).statusCode).toBe(404);
      expect((await follow(pending.token, ada.username)).statusCode).toBe(403);
    });

    it('follows once however often asked, lists newest first with name and since, and says the state both ways', async () => {
      const [ada, ben, cy] = [await signUp(app()), await signUp(app()), await signUp(app())];
      const first = await follow(ada.token, ben.username);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json()).toEqual({ message: FOLLOW_MESSAGES.followed });
      expect((await follow(ada.token, ben.username)).statusCode).toBe(200);
      expect((await follow(ada.token, cy.username)).statusCode).toBe(200);
      await follow(cy.token, ada.username);

      const following = await list(ada.token, 'following');
      expect(following.map((m) => m.username)).toEqual([cy.username, ben.username]);
      expect(following[1]).toMatchObject({
        name: `${ben.fields.firstname} ${ben.fields.lastname}`,
        thumbnail: '',
      });
      expect(Number.isNaN(Date.parse(following[1]!.since))).toBe(false);
      expect((await list(ben.token, 'followers')).map((m) => m.username)).toEqual([ada.username]);
      expect((await list(ada.token, 'followers')).map((m) => m.username)).toEqual([cy.username]);

      expect(await state(ada.token, ben.username)).toEqual({ following: true, followsYou: false });
      expect(await state(ada.token, cy.username)).toEqual({ following: true, followsYou: true });
      expect(await state(ben.token, ada.username)).toEqual({ following: false, followsYou: true });
    });

    it('unfollows, and removes a follower who is not told', async () => {
      const [ada, ben] = [await signUp(app()), await signUp(app())];
      await follow(ada.token, ben.username);
      await follow(ben.token, ada.username);
      const unfollowed = await call('DELETE', `/api/me/following/${ben.username}`, ada.token);
      expect(unfollowed.json()).toEqual({ message: FOLLOW_MESSAGES.unfollowed });
      // Again: nothing to do, same answer.
      expect((await call('DELETE', `/api/me/following/${ben.username}`, ada.token)).statusCode).toBe(200);
      expect(await list(ada.token, 'following')).toEqual([]);

      const removed = await call('DELETE', `/api/me/followers/${ben.username}`, ada.token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: FOLLOW_MESSAGES.followerRemoved });
      expect(await list(ada.token, 'followers')).toEqual([]);
      expect(await list(ben.token, 'following')).toEqual([]);
      expect(await state(ben.token, ada.username)).toEqual({ following: false, followsYou: false });
    });

    it('keeps one row for 30 concurrent follows of one member, without a 500', async () => {
      const [ada, ben] = [await signUp(app()), await signUp(app())];
      const answers = await Promise.all(Array.from({ length: 30 }, () => follow(ada.token, ben.username)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
      const rows = await db()
        .selectFrom('member_follows')
        .selectAll()
        .where('follower_id', '=', ada.userId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('answers a block either way as "No such member" (404), for following and for the state', async () => {
      const [ada, ben, cy] = [await signUp(app()), await signUp(app()), await signUp(app())];
      const now = Date.now();
      await db()
        .insertInto('member_blocks')
        .values([
          { blocker_id: ada.userId, blocked_id: ben.userId, created_at: now },
          { blocker_id: cy.userId, blocked_id: ada.userId, created_at: now },
        ])
        .execute();
      for (const [who, whom] of [
        [ada, ben],
        [ben, ada],
        [ada, cy],
        [cy, ada],
      ] as const) {
        const res = await follow(who.token, whom.username);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: FOLLOW_MESSAGES.noSuchMember });
        expect((await call('GET', `/api/me/following/${whom.username}`, who.token)).statusCode).toBe(404);
      }
      expect(
        await db()
          .selectFrom('member_follows')
          .selectAll()
          .where('follower_id', 'in', [ada.userId, ben.userId, cy.userId])
          .execute(),
      ).toEqual([]);
    });

    it('leaves a member who blocked the other out of the lists of a follow that began before', async () => {
      const [ada, ben] = [await signUp(app()), await signUp(app())];
      await follow(ada.token, ben.username);
      await db()
        .insertInto('member_blocks')
        .values({ blocker_id: ben.userId, blocked_id: ada.userId, created_at: Date.now() })
        .execute();
      expect(await list(ada.token, 'following')).toEqual([]);
      expect(await list(ben.token, 'followers')).toEqual([]);
    });

    it('a block through its route ends the follows both ways, and they do not come back with an unblock', async () => {
      const [ada, ben] = [await signUp(app()), await signUp(app())];
      expect((await follow(ada.token, ben.username)).statusCode).toBe(200);
      expect((await follow(ben.token, ada.username)).statusCode).toBe(200);
      expect((await call('PUT', `/api/me/blocks/${ada.username}`, ben.token)).statusCode).toBe(200);
      const rows = () =>
        db()
          .selectFrom('member_follows')
          .select(['follower_id', 'followed_id'])
          .where((eb) => eb.or([eb('follower_id', '=', ada.userId), eb('followed_id', '=', ada.userId)]))
          .execute();
      expect(await rows()).toEqual([]);
      expect((await call('DELETE', `/api/me/blocks/${ada.username}`, ben.token)).statusCode).toBe(200);
      expect(await rows()).toEqual([]);
      expect(await state(ada.token, ben.username)).toEqual({ following: false, followsYou: false });
    });

    it(`cuts follows at ${LIMIT} an hour (429 with Retry-After)`, async () => {
      const ada = await signUp(app());
      const others = await Promise.all(Array.from({ length: 5 }, () => signUp(app())));
      const burst = Array.from({ length: LIMIT + 3 }, (_, i) => follow(ada.token, others[i % 5]!.username));
      const answers = await Promise.all(burst);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(LIMIT);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused[0]!.json().message).toMatch(/^You have followed many members in a short time\./);
      // Unfollowing is not counted.
      expect((await call('DELETE', `/api/me/following/${others[0]!.username}`, ada.token)).statusCode).toBe(
        200,
      );
    });
  },
  {
    config: {
      rateLimits: { ...loadConfig({}).rateLimits, followsPerUser: { max: LIMIT, windowMs: 60 * 60_000 } },
    },
  },
);
