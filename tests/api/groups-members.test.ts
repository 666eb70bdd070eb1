import { expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../../src/shared/api/groups';
import type { InboxResponse } from '../../src/shared/api/notifications';
import {
  groupPage,
  invite,
  join,
  type Member,
  memberNames,
  members,
  send,
  startGroup,
} from './group-helpers';
import { bearer, describeEachDatabase } from './helpers';
import { block } from './relation-helpers';

/** Joining, requests, invitations, roles, hand-over, leaving, blocks and notices (issue 38 item 1). */
describeEachDatabase('groups: members', (ctx) => {
  const app = () => ctx().app;
  const inbox = async (who: Member) => {
    await app().deps.jobs.runDue();
    const res = await app().inject({ url: '/api/me/notifications', headers: bearer(who.token) });
    return (res.json() as InboxResponse).notifications;
  };
  const patch = (slug: string, username: string, token: string, body: object) =>
    send(app(), 'PATCH', `/api/groups/${slug}/members/${username}`, token, body);
  const remove = (slug: string, username: string, token: string) =>
    send(app(), 'DELETE', `/api/groups/${slug}/members/${username}`, token);

  it('open: joins at once; request: a moderator approves, told once; invite: only the invited join, accept or decline', async () => {
    const [owner, a, b, c] = await members(app(), 4);
    if (!owner || !a || !b || !c) throw new Error('members');
    const open = await startGroup(app(), owner.token, { name: 'Open Crew' });
    expect(await join(app(), open.slug, a.token)).toMatchObject({ role: 'member', state: 'active' });
    const again = await send(app(), 'POST', `/api/groups/${open.slug}/join`, a.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(GROUP_MESSAGES.alreadyMember);

    const asks = await startGroup(app(), owner.token, { name: 'Asking Circle', joinPolicy: 'request' });
    expect((await join(app(), asks.slug, b.token)).state).toBe('requested');
    expect((await join(app(), asks.slug, b.token)).state).toBe('requested');
    const requests = (await inbox(owner)).filter((n) => n.type === 'group-request');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.text).toContain('Asking Circle');
    // A member cannot approve; the owner can, and the requester hears of it.
    expect((await patch(asks.slug, b.username, a.token, { state: 'active' })).statusCode).toBe(404);
    const approved = await patch(asks.slug, b.username, owner.token, { state: 'active' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await inbox(b)).map((n) => n.type)).toContain('group-approved');
    // A request declined: gone.
    expect((await join(app(), asks.slug, c.token)).state).toBe('requested');
    expect((await remove(asks.slug, c.username, owner.token)).statusCode).toBe(200);
    expect((await memberNames(app(), asks.slug, owner.token, 'requested')).length).toBe(0);

    const closed = await startGroup(app(), owner.token, { name: 'Invite Crew', joinPolicy: 'invite' });
    const refused = await send(app(), 'POST', `/api/groups/${closed.slug}/join`, a.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GROUP_MESSAGES.inviteOnly);
    expect(
      (
        await invite(app(), closed.slug, owner.token, [a.username, b.username, owner.username])
      ).invited.sort(),
    ).toEqual([a.username, b.username].sort());
    expect((await inbox(a)).filter((n) => n.type === 'group-invited')[0]?.text).toContain('Invite Crew');
    expect((await patch(closed.slug, a.username, a.token, { state: 'active' })).statusCode).toBe(200);
    expect((await remove(closed.slug, b.username, b.token)).statusCode).toBe(200);
    expect((await memberNames(app(), closed.slug, owner.token)).map((m) => m.username).sort()).toEqual(
      [owner.username, a.username].sort(),
    );
    const unknown = await send(app(), 'POST', `/api/groups/${closed.slug}/invitations`, owner.token, {
      usernames: ['nobody-here-x'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(GROUP_MESSAGES.memberNotFound);
    const empty = await send(app(), 'POST', `/api/groups/${closed.slug}/invitations`, owner.token, {
      usernames: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose who to invite.');
    // A plain member does not invite.
    expect(
      (
        await send(app(), 'POST', `/api/groups/${closed.slug}/invitations`, a.token, {
          usernames: [c.username],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a private group’s notices never reach anyone outside it, even when queued before they left', async () => {
    const [owner, invitee, asker] = await members(app(), 3);
    if (!owner || !invitee || !asker) throw new Error('members');
    const g = await startGroup(app(), owner.token, {
      name: 'Hush Crew',
      visibility: 'private',
      joinPolicy: 'invite',
    });
    // Invited, then the invitation is withdrawn before the notice goes out: nothing arrives.
    await invite(app(), g.slug, owner.token, [invitee.username]);
    expect((await remove(g.slug, invitee.username, owner.token)).statusCode).toBe(200);
    expect(await inbox(invitee)).toEqual([]);
    // A request to a group made private before the notice is read: the row leaves the inbox.
    const r = await startGroup(app(), owner.token, { name: 'Was Open Crew', joinPolicy: 'request' });
    await join(app(), r.slug, asker.token);
    await patch(r.slug, asker.username, owner.token, { state: 'active' });
    expect((await inbox(asker)).map((n) => n.type)).toEqual(['group-approved']);
    expect((await remove(r.slug, asker.username, asker.token)).statusCode).toBe(200);
    expect(
      (await send(app(), 'PATCH', `/api/groups/${r.slug}`, owner.token, { visibility: 'private' }))
        .statusCode,
    ).toBe(200);
    expect(await inbox(asker)).toEqual([]);
  });

  it('roles: the owner names moderators and hands on; the owner cannot leave; moderators cannot remove the owner or moderators', async () => {
    const [owner, mod, mod2, m] = await members(app(), 4);
    if (!owner || !mod || !mod2 || !m) throw new Error('members');
    const g = await startGroup(app(), owner.token, { name: 'Role Crew' });
    for (const x of [mod, mod2, m]) await join(app(), g.slug, x.token);
    expect((await patch(g.slug, mod.username, owner.token, { role: 'moderator' })).statusCode).toBe(200);
    expect((await patch(g.slug, mod2.username, owner.token, { role: 'moderator' })).statusCode).toBe(200);
    const notOwner = await patch(g.slug, m.username, mod.token, { role: 'moderator' });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe(GROUP_MESSAGES.ownerOnly);
    expect((await remove(g.slug, owner.username, mod.token)).statusCode).toBe(403);
    expect((await remove(g.slug, mod2.username, mod.token)).statusCode).toBe(403);
    expect((await remove(g.slug, m.username, mod2.token)).statusCode).toBe(200);
    const stays = await remove(g.slug, owner.username, owner.token);
    expect(stays.statusCode).toBe(400);
    expect(stays.json().message).toBe(GROUP_MESSAGES.ownerCannotLeave);
    expect((await patch(g.slug, owner.username, owner.token, { role: 'member' })).statusCode).toBe(400);
    expect((await patch(g.slug, 'nobody-here-x', owner.token, { role: 'member' })).statusCode).toBe(404);
    expect((await patch(g.slug, mod.username, owner.token, {})).statusCode).toBe(400);
    // Hand-over: the old owner becomes a moderator and may leave.
    expect((await patch(g.slug, mod.username, owner.token, { role: 'owner' })).statusCode).toBe(200);
    const roles = Object.fromEntries(
      (await memberNames(app(), g.slug, owner.token)).map((x) => [x.username, x.role]),
    );
    expect(roles).toEqual({
      [mod.username]: 'owner',
      [owner.username]: 'moderator',
      [mod2.username]: 'moderator',
    });
    expect((await groupPage(app(), g.slug, mod.token)).body?.can.own).toBe(true);
    expect((await remove(g.slug, owner.username, owner.token)).statusCode).toBe(200);
  });

  it('blocks: an invitation across a block is "No such member."; members lists leave them out both ways', async () => {
    const [owner, blocker, blocked] = await members(app(), 3);
    if (!owner || !blocker || !blocked) throw new Error('members');
    const g = await startGroup(app(), owner.token, { name: 'Block Crew' });
    await block(app(), blocked.token, owner.username);
    const res = await send(app(), 'POST', `/api/groups/${g.slug}/invitations`, owner.token, {
      usernames: [blocked.username],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(GROUP_MESSAGES.memberNotFound);
    await join(app(), g.slug, blocker.token);
    await join(app(), g.slug, blocked.token);
    await block(app(), blocker.token, blocked.username);
    const seenBy = async (who: Member) =>
      (await memberNames(app(), g.slug, who.token)).map((m) => m.username);
    expect(await seenBy(blocker)).not.toContain(blocked.username);
    expect(await seenBy(blocked)).not.toContain(blocker.username);
    expect(await seenBy(blocked)).not.toContain(owner.username);
    // The blocked member blocked the owner: neither sees the other; the owner still sees the rest.
    expect(await seenBy(owner)).not.toContain(blocked.username);
    expect(await seenBy(owner)).toContain(blocker.username);
  });

  it('a request is not heard by a moderator a block stands between with the requester', async () => {
    const [owner, mod, asker] = await members(app(), 3);
    if (!owner || !mod || !asker) throw new Error('members');
    const g = await startGroup(app(), owner.token, { name: 'Quiet Mods', joinPolicy: 'request' });
    await invite(app(), g.slug, owner.token, [mod.username]);
    await join(app(), g.slug, mod.token);
    await patch(g.slug, mod.username, owner.token, { role: 'moderator' });
    await block(app(), mod.token, asker.username);
    await join(app(), g.slug, asker.token);
    expect((await inbox(owner)).map((n) => n.type)).toContain('group-request');
    expect((await inbox(mod)).map((n) => n.type)).not.toContain('group-request');
  });

  it('30 concurrent joins of an open group: 30 members, no 500', async () => {
    const [owner, ...joiners] = await members(app(), 31);
    if (!owner) throw new Error('owner');
    const g = await startGroup(app(), owner.token, { name: 'Crowd Crew' });
    const answers = await Promise.all(
      joiners.map((j) => send(app(), 'POST', `/api/groups/${g.slug}/join`, j.token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(joiners.map(() => 200));
    expect((await groupPage(app(), g.slug, owner.token)).body?.memberCount).toBe(31);
  });

  it('30 concurrent hand-overs to 30 members: exactly one owner, the rest refused', async () => {
    const [owner, ...others] = await members(app(), 31);
    if (!owner) throw new Error('owner');
    const g = await startGroup(app(), owner.token, { name: 'Crown Crew' });
    for (const o of others) await join(app(), g.slug, o.token);
    const answers = await Promise.all(
      others.map((o) => patch(g.slug, o.username, owner.token, { role: 'owner' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 403)).toHaveLength(29);
    const list = await send(app(), 'GET', `/api/groups/${g.slug}/members?page=1`, owner.token);
    const all = [
      ...list.json().members,
      ...(await send(app(), 'GET', `/api/groups/${g.slug}/members?page=2`, owner.token)).json().members,
    ];
    expect(all.filter((m: { role: string }) => m.role === 'owner')).toHaveLength(1);
    expect(all.find((m: { username: string }) => m.username === owner.username)?.role).toBe('moderator');
  });

  it('30 concurrent approvals of one request: one approval, one notice', async () => {
    const [owner, mod, asker] = await members(app(), 3);
    if (!owner || !mod || !asker) throw new Error('members');
    const g = await startGroup(app(), owner.token, { name: 'Gate Crew', joinPolicy: 'request' });
    await invite(app(), g.slug, owner.token, [mod.username]);
    await join(app(), g.slug, mod.token);
    await patch(g.slug, mod.username, owner.token, { role: 'moderator' });
    await join(app(), g.slug, asker.token);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        patch(g.slug, asker.username, (i % 2 ? owner : mod).token, { state: 'active' }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const approved = (await inbox(asker)).filter((n) => n.type === 'group-approved');
    expect(approved).toHaveLength(1);
  });
});
