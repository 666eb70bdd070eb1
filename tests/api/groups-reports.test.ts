import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../../src/shared/api/groups';
import { type AuditPage, MODERATION_MESSAGES, type QueuedReport } from '../../src/shared/api/moderation';
import { groupPage, send } from './group-helpers';
import { seedGroup, setMember } from './group-seed';
import { describeEachDatabase, signUp } from './helpers';
import { organiser, queue } from './moderation-helpers';

/** Issue 38 item 5: members report groups; organisers see them in the queue and hide or show them. */
describeEachDatabase('groups: reports and organisers hiding', (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const report = (slug: string, token?: string, payload: object = { reason: 'harassment', note: 'Mean' }) =>
    send(app(), 'POST', `/api/groups/${slug}/reports`, token, payload);
  const reportsAbout = async (token: string, memberId: number): Promise<QueuedReport[]> =>
    (await queue(app(), token)).members.find((m) => m.member.id === memberId)?.reports ?? [];
  const audit = async (token: string) => {
    const res = await send(app(), 'GET', '/api/organisers/audit?limit=5', token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AuditPage).entries;
  };

  it('a member of a private group reports it; the queue names it, its owner and description', async () => {
    const boss = await organiser(app());
    const owner = await signUp(app());
    const [insider, outsider, invitee, mod] = await Promise.all([1, 2, 3, 4].map(() => signUp(app())));
    const id = await seedGroup(app(), owner.userId, {
      slug: 'secret-crew',
      visibility: 'private',
      name: 'Secret crew',
    });
    await setMember(app(), id, insider!.userId, 'active');
    await setMember(app(), id, invitee!.userId, 'invited');
    await setMember(app(), id, mod!.userId, 'active', 'moderator');

    expect((await report('secret-crew')).statusCode).toBe(401);
    const unseen = await report('secret-crew', outsider!.token);
    expect(unseen.statusCode, unseen.body).toBe(404);
    expect(unseen.json().message).toBe(GROUP_MESSAGES.notFound);
    expect((await report('no-such-group', insider!.token)).statusCode).toBe(404);
    for (const leader of [owner, mod!]) {
      const own = await report('secret-crew', leader.token);
      expect(own.statusCode, own.body).toBe(400);
      expect(own.json().message).toBe(MODERATION_MESSAGES.reportOwnGroup);
    }
    expect((await report('secret-crew', insider!.token, { reason: 'nonsense' })).statusCode).toBe(400);

    const res = await report('secret-crew', insider!.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MODERATION_MESSAGES.reported);
    // An invitee sees its name and description: they may report it too.
    expect((await report('secret-crew', invitee!.token)).statusCode).toBe(201);

    const reports = await reportsAbout(boss.token, owner.userId);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatchObject({
      reason: 'harassment',
      note: 'Mean',
      subject: {
        kind: 'group',
        id: String(id),
        label: `Group “Secret crew” (private) led by @${owner.username}: “Our circle”`,
        href: null,
      },
    });
  });

  it('a public group links to its page; a deleted one shows as removed', async () => {
    const boss = await organiser(app());
    const owner = await signUp(app());
    const reporter = await signUp(app());
    const id = await seedGroup(app(), owner.userId, {
      slug: 'open-circle',
      visibility: 'public',
      name: 'Open circle',
    });
    expect((await report('open-circle', reporter.token)).statusCode).toBe(201);
    let [queued] = await reportsAbout(boss.token, owner.userId);
    expect(queued?.subject).toMatchObject({ kind: 'group', id: String(id), href: '/groups/open-circle' });
    expect(queued?.subject?.label).toContain('(public)');
    expect((await send(app(), 'DELETE', '/api/groups/open-circle', owner.token)).statusCode).toBe(200);
    [queued] = await reportsAbout(boss.token, owner.userId);
    expect(queued?.subject).toMatchObject({ label: MODERATION_MESSAGES.removedSubject, href: null });
  });

  it('organisers hide a group from everyone, its members too, and show it again; audited once', async () => {
    const boss = await organiser(app());
    const owner = await signUp(app());
    const insider = await signUp(app());
    const id = await seedGroup(app(), owner.userId, {
      slug: 'hide-me',
      visibility: 'public',
      name: 'Hide me',
    });
    await setMember(app(), id, insider.userId, 'active');

    expect((await send(app(), 'POST', '/api/organisers/groups/hide-me/hide', insider.token)).statusCode).toBe(
      403,
    );
    expect((await send(app(), 'POST', '/api/organisers/groups/nope/hide', boss.token)).statusCode).toBe(404);
    const hid = await send(app(), 'POST', '/api/organisers/groups/hide-me/hide', boss.token);
    expect(hid.statusCode, hid.body).toBe(200);
    expect(hid.json().message).toBe(GROUP_MESSAGES.hidden);
    for (const token of [undefined, insider.token, owner.token, boss.token])
      expect((await groupPage(app(), 'hide-me', token)).status).toBe(404);
    const listed = await send(app(), 'GET', '/api/groups', owner.token);
    expect(listed.json().groups.map((g: { slug: string }) => g.slug)).not.toContain('hide-me');
    expect((await report('hide-me', insider.token)).statusCode).toBe(404);
    // Hiding what is hidden changes nothing and is not audited again.
    expect((await send(app(), 'POST', '/api/organisers/groups/hide-me/hide', boss.token)).statusCode).toBe(
      200,
    );
    let entries = await audit(boss.token);
    expect(entries.filter((e) => e.action === 'group.hide')).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'group.hide', detail: `group ${id}: Hide me` });

    const shown = await send(app(), 'POST', '/api/organisers/groups/hide-me/unhide', boss.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await groupPage(app(), 'hide-me')).status).toBe(200);
    expect((await groupPage(app(), 'hide-me', insider.token)).status).toBe(200);
    entries = await audit(boss.token);
    expect(entries[0]).toMatchObject({ action: 'group.unhide' });
  });
});
