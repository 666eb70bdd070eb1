import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ConGroup } from '../../src/shared/api/con-groups';
import { bearer, describeEachDatabase, signUp } from './helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

/** The lead's changes under claims: a character removed with its claims; doubles off against a rush. */
describeEachDatabase('con groups: the lead’s changes', (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app().inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const start = async (lead: Member, body: object) => {
    const res = await call('POST', '/cons/gen-con/groups', lead.token, {
      series: 'Lead Tests',
      characters: ['Lumine', 'Paimon', 'Zhongli'],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ConGroup;
  };
  const idOf = (group: ConGroup, name: string) => group.characters.find((c) => c.name === name)!.id;

  it('removing a character removes its claims and tells their members; the lead edits title and notes', async () => {
    const lead = await signUp(app());
    const [ada, ben] = [await signUp(app()), await signUp(app())];
    const group = await start(lead, { series: 'Remove Me', allowDoubles: true });
    for (const who of [ada, ben])
      expect(
        (
          await call('POST', `/con-groups/${group.id}/claims`, who.token, {
            characterId: idOf(group, 'Paimon'),
          })
        ).statusCode,
      ).toBe(200);
    const res = await call('PUT', `/con-groups/${group.id}`, lead.token, {
      removeCharacters: [idOf(group, 'Paimon')],
      title: 'Renamed',
      notes: 'Meet at noon',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as ConGroup;
    expect(after).toMatchObject({ title: 'Renamed', notes: 'Meet at noon' });
    expect(after.characters.map((c) => c.name)).toEqual(['Lumine', 'Zhongli']);
    const rows = await app()
      .deps.database.db.selectFrom('con_group_claims')
      .select('id')
      .where('group_id', '=', group.id)
      .execute();
    expect(rows).toEqual([]);
    await app().deps.jobs.runDue();
    for (const who of [ada, ben]) {
      const inbox = await call('GET', '/me/notifications', who.token);
      // Named as the group was when the claim was removed.
      expect(inbox.json().notifications.map((n: { text: string }) => n.text)).toContain(
        'The lead removed your claim as Paimon in Remove Me',
      );
    }
    // Only the lead changes the group.
    expect((await call('PUT', `/con-groups/${group.id}`, ada.token, { notes: 'x' })).statusCode).toBe(403);
  });

  it('the lead turns doubles off while 10 members claim one character: the database keeps at most one claim', async () => {
    for (let round = 0; round < 3; round++) {
      const lead = await signUp(app());
      const members = await Promise.all(Array.from({ length: 10 }, () => signUp(app())));
      const group = await start(lead, { allowDoubles: true });
      const zhongli = idOf(group, 'Zhongli');
      // The claims start with the change, or a few milliseconds after it: both orders get their turn.
      const change = call('PUT', `/con-groups/${group.id}`, lead.token, { allowDoubles: false });
      await new Promise((resolve) => setTimeout(resolve, [0, 10, 25][round]));
      const [off, ...claims] = await Promise.all([
        change,
        ...members.map((m) =>
          call('POST', `/con-groups/${group.id}/claims`, m.token, { characterId: zhongli }),
        ),
      ]);
      const held = await app()
        .deps.database.db.selectFrom('con_group_claims')
        .select(['seat', 'user_id'])
        .where('character_id', '=', zhongli)
        .execute();
      const stored = await app()
        .deps.database.db.selectFrom('con_groups')
        .select('allow_doubles')
        .where('id', '=', group.id)
        .executeTakeFirstOrThrow();
      expect(claims.filter((c) => c.statusCode === 200)).toHaveLength(held.length);
      for (const c of claims) expect([200, 409]).toContain(c.statusCode);
      if (off!.statusCode === 200) {
        // Doubles went off: whatever order the claims ran in, one member holds the character, seat 0.
        expect(Number(stored.allow_doubles)).toBe(0);
        expect(held.length).toBeLessThanOrEqual(1);
        expect(held.every((h) => Number(h.seat) === 0)).toBe(true);
      } else {
        // Two claims were in first: the change is refused whole and doubles stay on.
        expect(off!.statusCode).toBe(409);
        expect(Number(stored.allow_doubles)).toBe(1);
        expect(held.length).toBeGreaterThan(1);
        expect(held.every((h) => Number(h.seat) === h.user_id)).toBe(true);
      }
    }
  });
});
