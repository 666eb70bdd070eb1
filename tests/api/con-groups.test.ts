import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { runClubCommand } from '../../src/server/ops/club-command';
import type { ConGroup, ConGroupsAnswer } from '../../src/shared/api/con-groups';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { setStatus } from './event-helpers';
import { bearer, describeEachDatabase, makeOrganiser, signUp } from './helpers';
import { unzip } from './zip-helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

/** Issue 35 item 3: group cosplays at a con; claims decided by the database on both dialects. */
describeEachDatabase('con groups: starting, claiming and managing', (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const start = async (lead: Member, body: object = {}, slug = 'gen-con') => {
    const res = await call('POST', `/cons/${slug}/groups`, lead.token, {
      series: 'Genshin Impact',
      characters: ['Lumine', 'Paimon', 'Zhongli', 'Venti'],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ConGroup;
  };
  const claim = (group: ConGroup, member: Member, name: string) =>
    call('POST', `/con-groups/${group.id}/claims`, member.token, {
      characterId: group.characters.find((c) => c.name === name)!.id,
    });
  const list = async (token?: string, slug = 'gen-con') => {
    const res = await call('GET', `/cons/${slug}/groups`, token);
    expect(res.statusCode, res.body).toBe(200);
    // A visitor's list may be kept and revalidated; a member's is theirs alone.
    expect(res.headers['cache-control']).toBe(token ? 'no-store' : 'no-cache');
    return (res.json() as ConGroupsAnswer).groups;
  };
  const inbox = async (token: string) => {
    await app().deps.jobs.runDue();
    return ((await call('GET', '/me/notifications', token)).json() as InboxResponse).notifications;
  };

  it('starts a group: the starter leads it, the title defaults to the series, days are checked', async () => {
    const lead = await signUp(app());
    const group = await start(lead, { notes: 'Meet at the fountain' });
    expect(group).toMatchObject({ title: 'Genshin Impact', day: null, isLead: true, allowDoubles: false });
    expect(group.lead?.username).toBe(lead.username);
    expect(group.characters.map((c) => [c.name, c.open])).toEqual([
      ['Lumine', true],
      ['Paimon', true],
      ['Zhongli', true],
      ['Venti', true],
    ]);
    // Gen Con's dates are not set: no day to choose.
    const noDates = await call('POST', '/cons/gen-con/groups', lead.token, {
      series: 'X',
      day: '2026-07-30',
      characters: ['A'],
    });
    expect(noDates.statusCode).toBe(400);
    await app()
      .deps.database.db.updateTable('conventions')
      .set({ starts_on: '2026-07-30', ends_on: '2026-08-02' })
      .where('slug', '=', 'c2e2')
      .execute();
    const wrongDay = await call('POST', '/cons/c2e2/groups', lead.token, {
      series: 'X',
      day: '2026-08-05',
      characters: ['A'],
    });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().message).toBe('Choose one of the convention’s days.');
    const onDay = await start(lead, { day: '2026-08-01', title: 'Saturday Liyue' }, 'c2e2');
    expect(onDay).toMatchObject({ day: '2026-08-01', title: 'Saturday Liyue' });
    const twice = await call('POST', '/cons/gen-con/groups', lead.token, {
      series: 'X',
      characters: ['A', 'a'],
    });
    expect(twice.statusCode).toBe(400);
    expect(
      (await call('POST', '/cons/gen-con/groups', undefined, { series: 'X', characters: ['A'] })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/cons/nope/groups', lead.token, { series: 'X', characters: ['A'] })).statusCode,
    ).toBe(404);
  });

  it('20 concurrent claims of one character: exactly one succeeds, the others get 409', async () => {
    const lead = await signUp(app());
    const group = await start(lead);
    const members = await Promise.all(Array.from({ length: 20 }, () => signUp(app())));
    const answers = await Promise.all(members.map((m) => claim(group, m, 'Zhongli')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe('Someone just claimed that character.');
    const shown = (await list(lead.token)).find((g) => g.id === group.id)!;
    const zhongli = shown.characters.find((c) => c.name === 'Zhongli')!;
    expect(zhongli.open).toBe(false);
    expect(zhongli.claims).toHaveLength(1);
    expect(zhongli.claims[0]!.status).toBe('pending');
  });

  it('with doubles allowed all can claim one character; turning doubles off then answers 409', async () => {
    const lead = await signUp(app());
    const group = await start(lead, { allowDoubles: true });
    const members = await Promise.all(Array.from({ length: 5 }, () => signUp(app())));
    const answers = await Promise.all(members.map((m) => claim(group, m, 'Paimon')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // One claim per member per group.
    const again = await claim(group, members[0]!, 'Venti');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already claimed a character in this group.');
    const off = await call('PUT', `/con-groups/${group.id}`, lead.token, { allowDoubles: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/before turning doubles off/);
    // Nothing of the refused change stays: doubles still on.
    expect((await list(lead.token)).find((g) => g.id === group.id)!.allowDoubles).toBe(true);
    // Move all but one away, then doubles can go off.
    const shown = (await list(lead.token)).find((g) => g.id === group.id)!;
    const claims = shown.characters.find((c) => c.name === 'Paimon')!.claims;
    const others = ['Lumine', 'Zhongli', 'Venti'].map((n) => shown.characters.find((c) => c.name === n)!.id);
    for (const [i, c] of claims.slice(1).entries()) {
      const res =
        i < 3
          ? await call('PUT', `/con-groups/${group.id}/claims/${c.id}`, lead.token, {
              characterId: others[i],
            })
          : await call('DELETE', `/con-groups/${group.id}/claims/${c.id}`, lead.token);
      expect(res.statusCode, res.body).toBe(200);
    }
    const done = await call('PUT', `/con-groups/${group.id}`, lead.token, { allowDoubles: false });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as ConGroup).characters.every((c) => !c.open)).toBe(true);
  });

  it('a move respects uniqueness; only the lead accepts, moves and removes', async () => {
    const lead = await signUp(app());
    const [ada, ben, cy] = [await signUp(app()), await signUp(app()), await signUp(app())];
    const group = await start(lead);
    const adaClaim = (await claim(group, ada, 'Lumine')).json() as ConGroup;
    await claim(group, ben, 'Paimon');
    const adaId = adaClaim.myClaimId!;
    const paimon = group.characters.find((c) => c.name === 'Paimon')!.id;
    const venti = group.characters.find((c) => c.name === 'Venti')!.id;
    const taken = await call('PUT', `/con-groups/${group.id}/claims/${adaId}`, lead.token, {
      characterId: paimon,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Someone just claimed that character.');
    for (const who of [ada, ben, cy]) {
      expect(
        (await call('PUT', `/con-groups/${group.id}/claims/${adaId}`, who.token, { status: 'accepted' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/con-groups/${group.id}`, who.token, { title: 'Mine now' })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/con-groups/${group.id}`, who.token)).statusCode).toBe(403);
    }
    expect((await call('DELETE', `/con-groups/${group.id}/claims/${adaId}`, cy.token)).statusCode).toBe(403);
    const moved = await call('PUT', `/con-groups/${group.id}/claims/${adaId}`, lead.token, {
      characterId: venti,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json() as ConGroup;
    expect(after.characters.find((c) => c.name === 'Venti')!.claims[0]).toMatchObject({ status: 'accepted' });
    expect(after.characters.find((c) => c.name === 'Lumine')!.open).toBe(true);
    // A move to a character of another group is no such character.
    const other = await start(lead, { series: 'Other' });
    const far = await call('PUT', `/con-groups/${group.id}/claims/${adaId}`, lead.token, {
      characterId: other.characters[0]!.id,
    });
    expect(far.statusCode).toBe(404);
    // The claimer withdraws their own claim.
    const withdrawn = await call('DELETE', `/con-groups/${group.id}/claims/${adaId}`, ada.token);
    expect(withdrawn.statusCode).toBe(200);
    expect((withdrawn.json() as ConGroup).myClaimId).toBeNull();
  });

  it('visitors see the groups and open characters but no names; hidden members do not hold a character', async () => {
    const lead = await signUp(app(), { firstname: 'Leada' });
    const [ada, ben] = [await signUp(app(), { firstname: 'Adaclaim' }), await signUp(app())];
    const group = await start(lead, { series: 'Visitor Check' });
    await claim(group, ada, 'Lumine');
    const res = await call('GET', '/cons/gen-con/groups');
    expect(res.body).not.toContain(ada.username);
    expect(res.body).not.toContain('Adaclaim');
    expect(res.body).not.toContain(lead.username);
    const shown = (res.json() as ConGroupsAnswer).groups.find((g) => g.id === group.id)!;
    expect(shown.lead).toBeNull();
    expect(shown.characters.map((c) => [c.name, c.open, c.claims.length])).toEqual([
      ['Lumine', false, 0],
      ['Paimon', true, 0],
      ['Zhongli', true, 0],
      ['Venti', true, 0],
    ]);
    // Ada suspended: her claim is out of every list and Lumine is open again, for Ben to claim.
    await setStatus(app(), ada.userId, 'suspended');
    const forBen = (await list(ben.token)).find((g) => g.id === group.id)!;
    expect(JSON.stringify(forBen)).not.toContain(ada.username);
    expect(forBen.characters[0]!.open).toBe(true);
    expect((await claim(group, ben, 'Lumine')).statusCode).toBe(200);
    // A suspended lead's group is out of sight.
    await setStatus(app(), lead.userId, 'suspended');
    expect((await list(ben.token)).some((g) => g.id === group.id)).toBe(false);
    expect((await call('GET', `/cons/gen-con/groups`)).body).not.toContain('Visitor Check');
  });

  it('records the notifications: a claim to the lead; accept, move and remove to the claimer', async () => {
    const lead = await signUp(app());
    const [ada, ben] = [await signUp(app(), { firstname: 'Adanote' }), await signUp(app())];
    const group = await start(lead, { series: 'Notify Me' });
    const adaId = ((await claim(group, ada, 'Lumine')).json() as ConGroup).myClaimId!;
    const benId = ((await claim(group, ben, 'Paimon')).json() as ConGroup).myClaimId!;
    const leadBox = await inbox(lead.token);
    expect(leadBox[0]).toMatchObject({ type: 'con-group-claim', url: '/cons/gen-con#groups' });
    expect(leadBox.map((n) => n.text).join(' | ')).toMatch(/claimed (Lumine|Paimon) in Notify Me/);
    await call('PUT', `/con-groups/${group.id}/claims/${adaId}`, lead.token, { status: 'accepted' });
    const zhongli = group.characters.find((c) => c.name === 'Zhongli')!.id;
    await call('PUT', `/con-groups/${group.id}/claims/${benId}`, lead.token, { characterId: zhongli });
    const adaBox = await inbox(ada.token);
    expect(adaBox.map((n) => n.text)).toEqual(['The lead accepted your claim as Lumine in Notify Me']);
    expect((await inbox(ben.token)).map((n) => n.text)).toEqual([
      'The lead moved your claim to Zhongli in Notify Me',
    ]);
    await call('DELETE', `/con-groups/${group.id}/claims/${adaId}`, lead.token);
    expect((await inbox(ada.token)).map((n) => n.text)).toContain(
      'The lead removed your claim as Lumine in Notify Me',
    );
  });

  it('the lead adds and removes characters; an organiser deletes a group, audited', async () => {
    const lead = await signUp(app());
    const organiser = await signUp(app());
    await makeOrganiser(app(), organiser.username);
    const group = await start(lead, { series: 'Edit Me' });
    const venti = group.characters.find((c) => c.name === 'Venti')!.id;
    const res = await call('PUT', `/con-groups/${group.id}`, lead.token, {
      addCharacters: ['Xiao'],
      removeCharacters: [venti],
      notes: 'Bring water',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as ConGroup;
    expect(edited.characters.map((c) => c.name)).toEqual(['Lumine', 'Paimon', 'Zhongli', 'Xiao']);
    expect(edited.notes).toBe('Bring water');
    const dup = await call('PUT', `/con-groups/${group.id}`, lead.token, { addCharacters: ['Xiao'] });
    expect(dup.statusCode).toBe(409);
    // An organiser without a passkey is refused, as in the organiser tools.
    const keyless = await signUp(app());
    await runClubCommand(app().deps, ['organiser', 'add', keyless.username], app().deps.now());
    expect((await call('DELETE', `/con-groups/${group.id}`, keyless.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/con-groups/${group.id}`, organiser.token)).statusCode).toBe(204);
    expect((await list()).some((g) => g.id === group.id)).toBe(false);
    const audit = await app().deps.audit.list(0, 5);
    expect(audit.entries[0]).toMatchObject({ action: 'con-group.remove', memberUsername: lead.username });
  });

  it('puts the groups a member leads and their claims in their data export', async () => {
    const lead = await signUp(app());
    const ada = await signUp(app());
    const group = await start(lead, { series: 'Exported' });
    await claim(group, ada, 'Paimon');
    const files = async (token: string) => {
      const res = await call('GET', '/me/export', token);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return JSON.parse((await unzip(res.rawPayload)).get('con-groups.json')!.toString());
    };
    expect((await files(lead.token)).led).toMatchObject([
      { id: group.id, con: 'Gen Con', title: 'Exported' },
    ]);
    expect((await files(ada.token)).claims).toEqual([
      { con: 'Gen Con', group: 'Exported', character: 'Paimon', status: 'pending' },
    ]);
  });
});
