import { expect, it } from 'vitest';
import { GROUP_MESSAGES, type GroupList } from '../../src/shared/api/groups';
import { groupPage, invite, join, memberNames, send, signUp, startGroup } from './group-helpers';
import { bearer, describeEachDatabase, makeOrganiser } from './helpers';

/** Groups: who sees which, on the list, the page and the members list (issue 38 item 1). */
describeEachDatabase('groups: who sees which', (ctx) => {
  const app = () => ctx().app;
  const listed = async (token?: string, query = '') => {
    const res = await send(app(), 'GET', `/api/groups${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json() as GroupList).groups.map((g) => g.slug);
  };

  it('public, members-only and private for a visitor, a member, an invitee, a member of it and a former member', async () => {
    const [owner, outsider, invitee, insider] = await Promise.all([
      signUp(app()),
      signUp(app()),
      signUp(app()),
      signUp(app()),
    ]);
    const pub = await startGroup(app(), owner.token, { name: 'Armour Crew Omaha', kind: 'crew' });
    const mem = await startGroup(app(), owner.token, {
      name: 'Sewing Circle Tulsa',
      kind: 'circle',
      visibility: 'members',
    });
    const priv = await startGroup(app(), owner.token, {
      name: 'Secret Cosplay Cabal',
      kind: 'con',
      visibility: 'private',
      joinPolicy: 'invite',
      description: '**Quiet** planning',
    });
    await invite(app(), priv.slug, owner.token, [invitee.username, insider.username]);
    expect((await join(app(), priv.slug, insider.token)).state).toBe('active');

    // The list: a visitor sees the public one; any member the members-only one; the private one
    // only its active members (not the invitee).
    const all = [pub.slug, mem.slug, priv.slug];
    const inList = async (token?: string) => (await listed(token)).filter((s) => all.includes(s)).sort();
    expect(await inList()).toEqual([pub.slug]);
    expect(await inList(outsider.token)).toEqual([pub.slug, mem.slug].sort());
    expect(await inList(invitee.token)).toEqual([pub.slug, mem.slug].sort());
    expect(await inList(insider.token)).toEqual(all.sort());
    expect(await listed(outsider.token, '?q=cabal')).toEqual([]);
    expect(await listed(insider.token, '?q=cabal')).toEqual([priv.slug]);

    // The page: 404 with the same message for whoever may not see it.
    for (const [slug, token, status] of [
      [pub.slug, undefined, 200],
      [mem.slug, undefined, 404],
      [mem.slug, outsider.token, 200],
      [priv.slug, undefined, 404],
      [priv.slug, outsider.token, 404],
      [priv.slug, invitee.token, 200],
      [priv.slug, insider.token, 200],
    ] as const) {
      const page = await groupPage(app(), slug, token);
      expect(page.status, `${slug} ${token ? 'member' : 'visitor'}`).toBe(status);
      if (status === 404) expect(page.res.json().message).toBe(GROUP_MESSAGES.notFound);
      expect(page.res.headers['cache-control']).toBe('no-store');
    }
    const invited = (await groupPage(app(), priv.slug, invitee.token)).body;
    expect(invited).toMatchObject({
      open: false,
      name: 'Secret Cosplay Cabal',
      owner: null,
      membership: { state: 'invited' },
    });
    expect(invited?.descriptionHtml).toContain('<strong>Quiet</strong>');
    const inside = (await groupPage(app(), priv.slug, insider.token)).body;
    expect(inside).toMatchObject({ open: true, memberCount: 2, owner: { username: owner.username } });

    // Members: only those who may open it; the invitee neither.
    expect((await send(app(), 'GET', `/api/groups/${priv.slug}/members`, invitee.token)).statusCode).toBe(
      404,
    );
    expect((await send(app(), 'GET', `/api/groups/${priv.slug}/members`, outsider.token)).statusCode).toBe(
      404,
    );
    expect((await send(app(), 'GET', `/api/groups/${mem.slug}/members`)).statusCode).toBe(404);
    expect((await memberNames(app(), priv.slug, insider.token)).map((m) => m.username).sort()).toEqual(
      [owner.username, insider.username].sort(),
    );
    expect((await memberNames(app(), pub.slug)).map((m) => m.role)).toEqual(['owner']);
    // Invitations and requests are the moderators'.
    expect(
      (await send(app(), 'GET', `/api/groups/${priv.slug}/members?state=invited`, insider.token)).statusCode,
    ).toBe(403);
    expect((await memberNames(app(), priv.slug, owner.token, 'invited')).map((m) => m.username)).toEqual([
      invitee.username,
    ]);

    // My groups.
    const mine = await send(app(), 'GET', '/api/me/groups', invitee.token);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().invitations.map((g: { slug: string }) => g.slug)).toEqual([priv.slug]);

    // A former member loses it everywhere, as an outsider.
    const left = await send(
      app(),
      'DELETE',
      `/api/groups/${priv.slug}/members/${insider.username}`,
      insider.token,
    );
    expect(left.statusCode, left.body).toBe(200);
    expect((await groupPage(app(), priv.slug, insider.token)).status).toBe(404);
    expect(await listed(insider.token, '?q=cabal')).toEqual([]);
    expect((await send(app(), 'GET', `/api/groups/${priv.slug}/members`, insider.token)).statusCode).toBe(
      404,
    );
    expect((await send(app(), 'POST', `/api/groups/${priv.slug}/join`, insider.token)).statusCode).toBe(404);
    // An invitee who declines loses it too.
    expect(
      (await send(app(), 'DELETE', `/api/groups/${priv.slug}/members/${invitee.username}`, invitee.token))
        .statusCode,
    ).toBe(200);
    expect((await groupPage(app(), priv.slug, invitee.token)).status).toBe(404);
  });

  it('a visitor cannot start a group; bad input is a 400 with its message', async () => {
    const member = await signUp(app());
    expect((await send(app(), 'POST', '/api/groups', undefined, { name: 'X' })).statusCode).toBe(401);
    for (const [body, message] of [
      [{ name: 'A', kind: 'crew', visibility: 'public', joinPolicy: 'open' }, 'Name the group.'],
      [
        { name: 'Quiet ones', kind: 'crew', visibility: 'private', joinPolicy: 'open' },
        GROUP_MESSAGES.privateIsInviteOnly,
      ],
      [{ name: 'Quiet ones', kind: 'guild', visibility: 'public', joinPolicy: 'open' }, ''],
      [
        { name: 'Quiet ones', kind: 'crew', visibility: 'public', joinPolicy: 'open', state: 'Narnia' },
        'Choose one of the club’s states.',
      ],
      [
        { name: 'x'.repeat(81), kind: 'crew', visibility: 'public', joinPolicy: 'open' },
        'The name is at most 80 characters.',
      ],
    ] as const) {
      const res = await send(app(), 'POST', '/api/groups', member.token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const bad = await send(app(), 'GET', '/api/groups?page=0', member.token);
    expect(bad.statusCode).toBe(400);
    // The same name twice: a second slug, never a refusal (that would tell of a private group).
    const a = await startGroup(app(), member.token, { name: 'Twin Name Crew' });
    const b = await startGroup(app(), member.token, { name: 'Twin Name Crew' });
    expect([a.slug, b.slug]).toEqual(['twin-name-crew', 'twin-name-crew-2']);
  });

  it('editing: moderators edit, the owner alone changes visibility; made private it is invite-only and drops requests', async () => {
    const [owner, mod, asker, other] = await Promise.all([
      signUp(app()),
      signUp(app()),
      signUp(app()),
      signUp(app()),
    ]);
    const g = await startGroup(app(), owner.token, { name: 'Wichita Wig Circle', joinPolicy: 'request' });
    await invite(app(), g.slug, owner.token, [mod.username]);
    await join(app(), g.slug, mod.token);
    expect(
      (
        await send(app(), 'PATCH', `/api/groups/${g.slug}/members/${mod.username}`, owner.token, {
          role: 'moderator',
        })
      ).statusCode,
    ).toBe(200);
    expect((await join(app(), g.slug, asker.token)).state).toBe('requested');
    const edited = await send(app(), 'PATCH', `/api/groups/${g.slug}`, mod.token, {
      name: 'Wichita Wigs',
      description: 'Wigs!',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Wichita Wigs', slug: g.slug, pendingRequests: 1 });
    expect(
      (await send(app(), 'PATCH', `/api/groups/${g.slug}`, mod.token, { visibility: 'private' })).json()
        .message,
    ).toBe(GROUP_MESSAGES.ownerOnly);
    expect(
      (await send(app(), 'PATCH', `/api/groups/${g.slug}`, other.token, { name: 'Mine now' })).statusCode,
    ).toBe(403);
    const priv = await send(app(), 'PATCH', `/api/groups/${g.slug}`, owner.token, { visibility: 'private' });
    expect(priv.statusCode, priv.body).toBe(200);
    expect(priv.json()).toMatchObject({ visibility: 'private', joinPolicy: 'invite', pendingRequests: 0 });
    const open = await send(app(), 'PATCH', `/api/groups/${g.slug}`, owner.token, { joinPolicy: 'open' });
    expect(open.statusCode).toBe(400);
    expect(open.json().message).toBe(GROUP_MESSAGES.privateIsInviteOnly);
    expect((await groupPage(app(), g.slug, asker.token)).status).toBe(404);
    // Deleting: the owner only.
    expect((await send(app(), 'DELETE', `/api/groups/${g.slug}`, mod.token)).statusCode).toBe(403);
    expect((await send(app(), 'DELETE', `/api/groups/${g.slug}`, owner.token)).statusCode).toBe(200);
    expect((await groupPage(app(), g.slug, owner.token)).status).toBe(404);
  });

  it('an organiser deletes a member’s group it may see, audited; a member may not; its events go with it', async () => {
    const [owner, organiser, member] = await Promise.all([signUp(app()), signUp(app()), signUp(app())]);
    await makeOrganiser(app(), organiser.username);
    const g = await startGroup(app(), owner.token, { name: 'Audited Crew' });
    expect((await send(app(), 'DELETE', `/api/groups/${g.slug}`, member.token)).statusCode).toBe(403);
    // An event of the group (migration 042's events.group_id) goes with it.
    const host = await app().deps.users.findLoginByUsername(owner.username);
    if (!host) throw new Error('host');
    const db = app().deps;
    const eventId = await db.transaction(async (trx) => {
      const row = await trx
        .insertInto('events')
        .values({
          host_id: host.id,
          title: 'Crew night',
          starts_at: Date.now() + 86_400_000,
          ends_at: Date.now() + 90_000_000,
          time_zone: 'America/Chicago',
          created_at: Date.now(),
          updated_at: Date.now(),
          group_id: g.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    const res = await send(app(), 'DELETE', `/api/groups/${g.slug}`, organiser.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await groupPage(app(), g.slug, owner.token)).status).toBe(404);
    expect((await send(app(), 'GET', `/api/events/${eventId}`, owner.token)).statusCode).toBe(404);
    const audit = await app().inject({
      url: '/api/organisers/audit?limit=10',
      headers: bearer(organiser.token),
    });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'group.delete',
      memberUsername: owner.username,
    });
  });
});
