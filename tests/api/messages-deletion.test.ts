import { expect, it } from 'vitest';
import { DELETION_GRACE_MS } from '../../src/server/features/profiles/account-deletion';
import type { Mail } from '../../src/server/mail/mailer';
import { seedConversation, seedMessage } from '../support/seed-conversation';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { exportOf } from './message-export-helpers';
import { organiser, queue } from './moderation-helpers';

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
const sent: Mail[] = [];
const DAY = 86_400_000;

/**
 * A leaving member's messages (issue 37 item 8): gone from everyone's view during the 30-day
 * restore window, back on restore, erased for everyone with the account; the other members keep
 * their conversations and their own messages. Seen through the other member's export and the
 * report route (the conversation routes are built elsewhere).
 */
describeEachDatabase(
  'messages: account deletion and erasure',
  (ctx) => {
    const app = () => ctx().app;
    const post = (url: string, token: string, payload?: object) =>
      app().inject({ method: 'POST', url, ...(payload && { payload }), headers: bearer(token) });
    const bodiesIn = async (token: string, conversationId: number) =>
      (await exportOf(app(), token)).conversations
        .find((c) => c.id === conversationId)
        ?.messages.map((m) => m.body);
    /** A fresh session (the clock moves past the old ones). */
    const signIn = async (m: { username: string; password: string }) => {
      const res = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: m.username, password: m.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().token as string;
    };
    const leave = async (m: { userId: number; token: string; password: string }) => {
      const res = await app().inject({
        method: 'DELETE',
        url: `/api/users/${m.userId}`,
        payload: { password: m.password },
        headers: bearer(m.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    it('hides the leaver’s messages in the window, restores them, and erases them for everyone', async () => {
      const boss = await organiser(app());
      const me = await signUp(app());
      const third = await signUp(app());
      const leaver = await signUp(app(), { recoveryemail: `leaver${Date.now()}@example.org` });
      const direct = await seedConversation(app(), [{ id: me.userId }, { id: leaver.userId }]);
      await seedMessage(app(), direct, me.userId, 'Mine, first');
      const theirs = await seedMessage(app(), direct, leaver.userId, 'Theirs');
      await seedMessage(app(), direct, me.userId, 'Mine, second');
      const group = await seedConversation(
        app(),
        [{ id: me.userId }, { id: leaver.userId }, { id: third.userId }],
        { title: 'Crew' },
      );
      const thirdSaid = await seedMessage(app(), group, third.userId, 'Third speaks');
      await seedMessage(app(), group, leaver.userId, 'Leaver in the group', {
        photo: { alt: 'A wig', bytes: Buffer.from('wig') },
      });
      // The leaver reports a message before leaving: the report outlives them, without its reporter.
      expect(
        (await post(`/api/messages/${thirdSaid}/reports`, leaver.token, { reason: 'spam' })).statusCode,
      ).toBe(201);
      expect(await bodiesIn(me.token, direct)).toEqual(['Mine, first', 'Theirs', 'Mine, second']);

      await leave(leaver);
      // In the window: gone from everyone's view, not reportable, and the leaver is not named.
      const during = await exportOf(app(), me.token);
      const directDuring = during.conversations.find((c) => c.id === direct);
      expect(directDuring?.messages.map((m) => m.body)).toEqual(['Mine, first', 'Mine, second']);
      expect(directDuring?.members).toEqual([]);
      expect(during.conversations.find((c) => c.id === group)?.messages.map((m) => m.body)).toEqual([
        'Third speaks',
      ]);
      expect((await post(`/api/messages/${theirs}/reports`, me.token, { reason: 'spam' })).statusCode).toBe(
        404,
      );
      // An organiser may still hide it meanwhile (no 500), and show it again.
      expect((await post(`/api/organisers/messages/${theirs}/hide`, boss.token)).statusCode).toBe(200);
      expect((await post(`/api/organisers/messages/${theirs}/unhide`, boss.token)).statusCode).toBe(200);

      await app().deps.jobs.runDue();
      const token = sent
        .filter((m) => m.to === leaver.fields.recoveryemail)
        .at(-1)
        ?.text.match(/restoreaccount\?token=([A-Za-z0-9_-]+)/)?.[1];
      expect(token).toBeDefined();
      clock.now += 10 * DAY;
      const back = await app().inject({ method: 'POST', url: '/api/restoreaccount', payload: { token } });
      expect(back.statusCode, back.body).toBe(200);
      expect(await bodiesIn(await signIn(me), direct)).toEqual(['Mine, first', 'Theirs', 'Mine, second']);

      // Deleted again, and erased once the window is over.
      await leave({ ...leaver, token: await signIn(leaver) });
      clock.now += DELETION_GRACE_MS + DAY;
      await app().deps.jobs.runDue();
      const [meNow, thirdNow, bossNow] = [await signIn(me), await signIn(third), await signIn(boss)];

      const { db } = app().deps.database;
      const left = await db
        .selectFrom('messages')
        .select('id')
        .where('sender_id', '=', leaver.userId)
        .execute();
      expect(left).toEqual([]);
      const rows = await db
        .selectFrom('conversation_members')
        .select('conversation_id')
        .where('member_id', '=', leaver.userId)
        .execute();
      expect(rows).toEqual([]);
      const photos = await db.selectFrom('message_photos').select('id').where('alt', '=', 'A wig').execute();
      expect(photos).toEqual([]);

      // The other members' conversations still open, with their own messages.
      const after = await exportOf(app(), meNow);
      expect(after.conversations.find((c) => c.id === direct)?.messages.map((m) => m.body)).toEqual([
        'Mine, first',
        'Mine, second',
      ]);
      expect(after.conversations.find((c) => c.id === group)).toMatchObject({
        members: [{ username: third.username, state: 'active' }],
      });
      expect(await bodiesIn(thirdNow, group)).toEqual(['Third speaks']);
      // The erased message answers 404 everywhere, never 500.
      expect((await post(`/api/organisers/messages/${theirs}/hide`, bossNow)).statusCode).toBe(404);
      expect((await post(`/api/messages/${theirs}/reports`, meNow, { reason: 'spam' })).statusCode).toBe(404);
      // The leaver's report stays; with no reporter left, the queue shows the message alone.
      const reports = (await queue(app(), bossNow)).members.find(
        (m) => m.member.id === third.userId,
      )?.reports;
      expect(reports?.[0]?.reporterUsername).toBe('');
      expect(reports?.[0]?.conversation?.messages.map((m) => m.body)).toEqual(['Third speaks']);
    });
  },
  {
    build: {
      now: () => clock.now,
      jobTimer: false,
      mailer: {
        send: async (mail) => {
          sent.push(mail);
        },
      },
    },
  },
);
