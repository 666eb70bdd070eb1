import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '../../src/shared/api/comments';
import { type AuditPage, MODERATION_MESSAGES, type QueuedReport } from '../../src/shared/api/moderation';
import { bodies, comment, conPage, send, thingsOf, thread } from './comment-helpers';
import { newOrganiser } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { queue } from './moderation-helpers';

/** Reports of comments reach the organisers' queue with their thread; hiding is audited. */
describeEachDatabase('comments: reports and organisers', (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const reportsAbout = async (token: string, memberId: number): Promise<QueuedReport[]> =>
    (await queue(app(), token)).members.find((m) => m.member.id === memberId)?.reports ?? [];
  const auditOf = async (token: string) => {
    const res = await app().inject({ url: '/api/organisers/audit?limit=5', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AuditPage).entries;
  };

  it('a member reports a comment they see; the queue names it, its text and its thread', async () => {
    const organiser = await newOrganiser(app());
    const owner = await signUp(app());
    const troll = await signUp(app(), { firstname: 'Tom', lastname: 'Troll' });
    const reporter = await signUp(app());
    const { event } = await thingsOf(app(), owner);
    const rude = await comment(app(), troll.token, event.kind, event.id, 'You   all\nstink');
    const url = `/api/comments/${rude.id}/reports`;
    expect((await send(app(), 'POST', url, undefined, { reason: 'spam' })).statusCode).toBe(401);
    const own = await send(app(), 'POST', url, troll.token, { reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(COMMENT_MESSAGES.reportOwn);
    expect(
      (await send(app(), 'POST', '/api/comments/999999/reports', reporter.token, { reason: 'spam' }))
        .statusCode,
    ).toBe(404);
    const res = await send(app(), 'POST', url, reporter.token, { reason: 'harassment', note: 'Rude' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MODERATION_MESSAGES.reported);
    const [queued] = await reportsAbout(organiser.token, troll.userId);
    expect(queued).toMatchObject({
      reason: 'harassment',
      note: 'Rude',
      subject: {
        kind: 'comment',
        id: String(rude.id),
        label: 'Comment by Tom Troll on “Build night”: “You all stink”',
        href: `/events/${event.id}#comment-${rude.id}`,
      },
    });
  });

  it('an organiser hides a comment (its author still sees it) and shows it again, audited once each', async () => {
    const organiser = await newOrganiser(app());
    const owner = await signUp(app());
    const author = await signUp(app());
    const { entry } = await thingsOf(app(), owner);
    const said = await comment(app(), author.token, entry.kind, entry.id, 'Borderline');
    const hide = `/api/organisers/comments/${said.id}/hide`;
    expect((await send(app(), 'POST', hide, author.token)).statusCode).toBe(403);
    expect(
      (await send(app(), 'POST', '/api/organisers/comments/999999/hide', organiser.token)).statusCode,
    ).toBe(404);
    const hidden = await send(app(), 'POST', hide, organiser.token);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe(COMMENT_MESSAGES.hidden);
    expect((await send(app(), 'POST', hide, organiser.token)).statusCode).toBe(200);
    expect(bodies(await thread(app(), entry.kind, entry.id))).toEqual([]);
    expect(bodies(await thread(app(), entry.kind, entry.id, owner.token))).toEqual([]);
    expect(bodies(await thread(app(), entry.kind, entry.id, author.token))).toEqual(['Borderline']);
    const actions = (await auditOf(organiser.token)).map((e) => e.action);
    expect(actions.filter((a) => a === 'comment.hide')).toHaveLength(1);
    expect(
      (await send(app(), 'POST', `/api/organisers/comments/${said.id}/unhide`, organiser.token)).statusCode,
    ).toBe(200);
    expect(bodies(await thread(app(), entry.kind, entry.id))).toEqual(['Borderline']);
    expect((await auditOf(organiser.token))[0]).toMatchObject({
      action: 'comment.unhide',
      memberUsername: author.username,
    });
  });

  it('organisers set a con page’s policy (audited); an organiser on another’s thing is audited too', async () => {
    const { organiser, subject } = await conPage(app());
    const member = await signUp(app());
    const url = `/api/comments/${subject.kind}/${subject.id}/policy`;
    expect((await send(app(), 'PUT', url, member.token, { policy: 'off' })).statusCode).toBe(403);
    expect((await send(app(), 'PUT', url, organiser.token, { policy: 'members' })).statusCode).toBe(200);
    expect((await auditOf(organiser.token))[0]).toMatchObject({ action: 'comments.policy' });
    const owner = await signUp(app());
    const { event } = await thingsOf(app(), owner);
    const onEvent = `/api/comments/${event.kind}/${event.id}/policy`;
    expect((await send(app(), 'PUT', onEvent, organiser.token, { policy: 'off' })).statusCode).toBe(200);
    expect((await auditOf(organiser.token))[0]).toMatchObject({
      action: 'comments.policy',
      memberUsername: owner.username,
    });
    expect((await thread(app(), event.kind, event.id, owner.token)).policy).toBe('off');
  });
});
