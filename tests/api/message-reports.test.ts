import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '../../src/shared/api/messages';
import { type AuditPage, MODERATION_MESSAGES, type QueuedReport } from '../../src/shared/api/moderation';
import { seedConversation, seedMessage, seedMessages } from '../support/seed-conversation';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { organiser, queue, report as reportMember } from './moderation-helpers';
import { block } from './relation-helpers';

const REPORTS_PER_HOUR = 3;
const clock = { now: Date.parse('2026-06-01T12:00:00Z') };

/** Reports of messages reach the organisers' queue with the conversation around them, and no more. */
describeEachDatabase(
  'messages: reports, the queue’s context, organisers hiding',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const post = (url: string, token?: string, payload: object = { reason: 'harassment' }) =>
      app().inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
    const reportMessage = (id: number, token?: string, payload?: object) =>
      post(`/api/messages/${id}/reports`, token, payload);
    const reportsAbout = async (token: string, memberId: number): Promise<QueuedReport[]> =>
      (await queue(app(), token)).members.find((m) => m.member.id === memberId)?.reports ?? [];
    const audit = async (token: string) => {
      const res = await app().inject({ url: '/api/organisers/audit?limit=5', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AuditPage).entries;
    };
    const tick = () => {
      clock.now += 1000;
    };

    it('a member reports a message they see; the queue shows it with exactly the neighbours they saw', async () => {
      const boss = await organiser(app());
      const troll = await signUp(app(), { firstname: 'Tom', lastname: 'Troll' });
      const reporter = await signUp(app(), { firstname: 'Rae', lastname: 'Ports' });
      const third = await signUp(app(), { firstname: 'Cy', lastname: 'Third' });
      const group = await seedConversation(
        app(),
        [{ id: troll.userId }, { id: reporter.userId }, { id: third.userId }],
        { title: 'Foam crew' },
      );
      const elsewhere = await seedConversation(app(), [{ id: troll.userId }, { id: third.userId }]);
      const speakers = [reporter.userId, third.userId, troll.userId];
      const line = (i: number) => [speakers[i % 3]!, `before ${i}`] as const;
      await seedMessages(app(), group, [1, 2, 3].map(line));
      await seedMessage(app(), elsewhere, troll.userId, 'another conversation, before');
      const [, , , , hiddenBefore, , , ,] = await seedMessages(
        app(),
        group,
        [4, 5, 6, 7, 8, 9, 10, 11].map(line),
      );
      const rude = await seedMessage(app(), group, troll.userId, 'You   all\nstink');
      await seedMessage(app(), elsewhere, troll.userId, 'another conversation, after');
      const after = await seedMessages(
        app(),
        group,
        [1, 2, 3, 4, 5, 6, 7].map((i) => [speakers[i % 3]!, `after ${i}`] as const),
      );
      expect(after).toHaveLength(7);
      // Hidden by an organiser before the report: the reporter did not see it.
      expect((await post(`/api/organisers/messages/${hiddenBefore}/hide`, boss.token)).statusCode).toBe(200);
      tick();

      const res = await reportMessage(rude, reporter.token, { reason: 'harassment', note: 'Rude' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(MODERATION_MESSAGES.reported);
      tick();
      // Written after the report: not what the reporter reported.
      await seedMessage(app(), group, troll.userId, 'after the report');

      const [queued] = await reportsAbout(boss.token, troll.userId);
      expect(queued).toMatchObject({
        reason: 'harassment',
        note: 'Rude',
        subject: {
          kind: 'message',
          id: String(rude),
          label: 'Message by Tom Troll in the group “Foam crew”: “You all stink”',
          href: null,
        },
      });
      const context = queued?.conversation;
      expect(context?.kind).toBe('group');
      expect(context?.title).toBe('Foam crew');
      expect(context?.members.map((m) => [m.name, m.state])).toEqual([
        ['Tom Troll', 'active'],
        ['Rae Ports', 'active'],
        ['Cy Third', 'active'],
      ]);
      // Five each side that the reporter saw: the hidden "before 8" is skipped, "before 6" reached instead.
      expect(context?.messages.map((m) => m.body)).toEqual([
        'before 6',
        'before 7',
        'before 9',
        'before 10',
        'before 11',
        'You   all\nstink',
        'after 1',
        'after 2',
        'after 3',
        'after 4',
        'after 5',
      ]);
      expect(MESSAGE_LIMITS.reportContext).toBe(5);
      expect(context?.messages.filter((m) => m.reported).map((m) => m.id)).toEqual([rude]);
      expect(context?.messages.find((m) => m.reported)).toMatchObject({
        sender: 'Tom Troll',
        senderUsername: troll.username,
        hidden: false,
        deleted: false,
      });
      expect(JSON.stringify(queued)).not.toContain('another conversation');
    });

    it('keeps the context when the reporter blocks the sender after reporting (the usual sequence)', async () => {
      const boss = await organiser(app());
      const troll = await signUp(app());
      const reporter = await signUp(app());
      const direct = await seedConversation(app(), [{ id: troll.userId }, { id: reporter.userId }]);
      await seedMessages(app(), direct, [
        [troll.userId, 'hey'],
        [reporter.userId, 'hi?'],
      ]);
      const rude = await seedMessage(app(), direct, troll.userId, 'rude words');
      tick();
      expect((await reportMessage(rude, reporter.token)).statusCode).toBe(201);
      tick();
      await block(app(), reporter.token, troll.username);
      const [queued] = await reportsAbout(boss.token, troll.userId);
      expect(queued?.conversation?.messages.map((m) => m.body)).toEqual(['hey', 'hi?', 'rude words']);
    });

    it('answers 404 to a non-member, across a block and for made-up ids; 400 for one’s own; 401 signed out', async () => {
      const sender = await signUp(app());
      const friend = await signUp(app());
      const outsider = await signUp(app());
      const direct = await seedConversation(app(), [{ id: sender.userId }, { id: friend.userId }]);
      const said = await seedMessage(app(), direct, sender.userId, 'Hi');
      expect((await reportMessage(said)).statusCode).toBe(401);
      const notMine = await reportMessage(said, outsider.token);
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json().message).toBe(MESSAGE_MESSAGES.messageNotFound);
      expect((await reportMessage(999_999, outsider.token)).statusCode).toBe(404);
      const own = await reportMessage(said, sender.token);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(MESSAGE_MESSAGES.reportOwn);
      expect((await reportMessage(said, friend.token, { reason: 'nonsense' })).statusCode).toBe(400);
      // A direct conversation across a block is gone for both.
      const blocked = await signUp(app());
      const other = await seedConversation(app(), [{ id: blocked.userId }, { id: friend.userId }]);
      const theirs = await seedMessage(app(), other, blocked.userId, 'Hello?');
      await block(app(), friend.token, blocked.username);
      expect((await reportMessage(theirs, friend.token)).statusCode).toBe(404);
      // A pending request is the recipient's to report.
      const stranger = await signUp(app());
      const request = await seedConversation(app(), [
        { id: stranger.userId },
        { id: outsider.userId, state: 'request' },
      ]);
      const ask = await seedMessage(app(), request, stranger.userId, 'Buy my stuff');
      expect((await reportMessage(ask, outsider.token)).statusCode).toBe(201);
    });

    it('shows the queue to organisers only; a suspended sender’s message leaves the reporter’s reach', async () => {
      const boss = await organiser(app());
      const sender = await signUp(app());
      const reporter = await signUp(app());
      const direct = await seedConversation(app(), [{ id: sender.userId }, { id: reporter.userId }]);
      const said = await seedMessage(app(), direct, sender.userId, 'Private words');
      expect((await reportMessage(said, reporter.token)).statusCode).toBe(201);
      tick();
      // Written after the report: not part of what was reported.
      await seedMessage(app(), direct, reporter.userId, 'Later words');
      for (const token of [reporter.token, sender.token]) {
        const res = await app().inject({ url: '/api/organisers/reports', headers: bearer(token) });
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('Private words');
      }
      expect((await app().inject({ url: '/api/organisers/reports' })).statusCode).toBe(401);
      const answer = await app().inject({ url: '/api/organisers/reports', headers: bearer(boss.token) });
      expect(answer.headers['cache-control']).toBe('no-store');
      const [queued] = await reportsAbout(boss.token, sender.userId);
      expect(queued?.conversation?.kind).toBe('direct');
      expect(queued?.conversation?.messages.map((m) => m.body)).toEqual(['Private words']);

      const suspended = await post(`/api/organisers/members/${sender.userId}/suspend`, boss.token, {
        reason: 'Harassment in messages',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      const late = await signUp(app());
      const group = await seedConversation(app(), [
        { id: sender.userId },
        { id: reporter.userId },
        { id: late.userId },
      ]);
      const more = await seedMessage(app(), group, sender.userId, 'Still here');
      expect((await reportMessage(said, reporter.token)).statusCode).toBe(404);
      expect((await reportMessage(more, late.token)).statusCode).toBe(404);
    });

    it('an organiser hides a message (only its sender still sees it) and shows it again, audited once each', async () => {
      const boss = await organiser(app());
      const sender = await signUp(app());
      const reader = await signUp(app());
      const direct = await seedConversation(app(), [{ id: sender.userId }, { id: reader.userId }]);
      const said = await seedMessage(app(), direct, sender.userId, 'Borderline words');
      const hide = `/api/organisers/messages/${said}/hide`;
      expect((await post(hide, sender.token)).statusCode).toBe(403);
      expect((await post(hide, reader.token)).statusCode).toBe(403);
      const missing = await post('/api/organisers/messages/999999/hide', boss.token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MESSAGE_MESSAGES.messageNotFound);
      const hidden = await post(hide, boss.token);
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json().message).toBe(MESSAGE_MESSAGES.hidden);
      expect((await post(hide, boss.token)).statusCode).toBe(200);
      // The reader no longer sees it; its sender still does (theirs: not reportable by them).
      expect((await reportMessage(said, reader.token)).statusCode).toBe(404);
      expect((await reportMessage(said, sender.token)).statusCode).toBe(400);
      const entries = await audit(boss.token);
      expect(
        entries.filter((e) => e.action === 'message.hide' && e.memberUsername === sender.username),
      ).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'message.hide', memberUsername: sender.username });
      // The audit log names the message, never its private text.
      expect(entries[0]?.detail).not.toContain('Borderline');

      const shown = await post(`/api/organisers/messages/${said}/unhide`, boss.token);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().message).toBe(MESSAGE_MESSAGES.shown);
      expect((await audit(boss.token))[0]).toMatchObject({
        action: 'message.unhide',
        memberUsername: sender.username,
      });
      expect((await reportMessage(said, reader.token)).statusCode).toBe(201);
      const [queued] = await reportsAbout(boss.token, sender.userId);
      expect(queued?.conversation?.messages.find((m) => m.reported)?.hidden).toBe(false);
      await post(hide, boss.token);
      const [again] = await reportsAbout(boss.token, sender.userId);
      // Organisers still see what they hid, marked hidden.
      expect(again?.conversation?.messages.find((m) => m.reported)).toMatchObject({
        body: 'Borderline words',
        hidden: true,
      });
    });

    it('counts message reports against the one limit every report shares', async () => {
      const sender = await signUp(app());
      const reporter = await signUp(app());
      const direct = await seedConversation(app(), [{ id: sender.userId }, { id: reporter.userId }]);
      const [first, second] = await seedMessages(app(), direct, [
        [sender.userId, 'one'],
        [sender.userId, 'two'],
      ]);
      expect((await reportMember(app(), reporter.token, { username: sender.username })).statusCode).toBe(201);
      expect((await reportMessage(first!, reporter.token)).statusCode).toBe(201);
      expect((await reportMessage(second!, reporter.token)).statusCode).toBe(201);
      expect((await reportMessage(first!, reporter.token)).statusCode).toBe(429);
      // Counted before anything is looked up: a made-up id costs the same.
      expect((await reportMessage(999_999, reporter.token)).statusCode).toBe(429);
    });
  },
  {
    build: { now: () => clock.now, jobTimer: false },
    config: () => ({
      rateLimits: {
        ...loadConfig({}).rateLimits,
        reportsPerUser: { max: REPORTS_PER_HOUR, windowMs: 3_600_000 },
      },
    }),
  },
);
