import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ConGroup, ConGroupsAnswer } from '../../src/shared/api/con-groups';
import { going, putGoing, setConDates } from './con-going-helpers';
import { createEvent, detail, rsvp } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { newProject } from './project-api-helpers';
import { block, unblock } from './relation-helpers';

type Member = Awaited<ReturnType<typeof signUp>>;
const CON = 'gen-con';
const SAT = '2026-08-01';

/**
 * A block hides RSVPs and cosplans both ways (issue 37 item 5): an event's "who's going" with the
 * projects worn, a con's goers, and group cosplay claims and groups. A third member and visitors
 * see everything; unblocking restores it.
 */
describeEachDatabase('blocks: RSVPs and cosplans', (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const pair = async () => ({ a: await signUp(app()), b: await signUp(app()), c: await signUp(app()) });

  it('an event’s attendees leave out the other member, both ways', async () => {
    const { a, b, c } = await pair();
    const host = await signUp(app());
    const event = await createEvent(app(), host.token);
    for (const m of [a, b]) {
      const project = await newProject(app(), m.token, { visibility: 'members' });
      const res = await rsvp(app(), event, m.token, {
        status: 'going',
        cosplan: 'Mercy',
        projectId: project.id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = async (token?: string) =>
      (await detail(app(), event, token)).attendees.map((x) => x.username);
    const projects = async (token: string) =>
      (await detail(app(), event, token)).attendees.map((x) => [x.username, x.project !== null]);
    expect(await names(c.token)).toEqual([a.username, b.username]);
    const visitor = await detail(app(), event);

    await block(app(), a.token, b.username);
    expect(await names(b.token)).toEqual([b.username]);
    expect(await names(a.token)).toEqual([a.username]);
    // Only counted, as an unlisted member is: the count still adds up, and names nobody.
    const seenByB = await detail(app(), event, b.token);
    expect(seenByB.hiddenAttendees).toBe(1);
    expect(seenByB.going).toBe(2);
    expect(await projects(c.token)).toEqual([
      [a.username, true],
      [b.username, true],
    ]);
    expect(await detail(app(), event)).toEqual(visitor);

    await unblock(app(), a.token, b.username);
    expect(await projects(b.token)).toEqual([
      [a.username, true],
      [b.username, true],
    ]);
  });

  it('a con’s goers leave out the other member, both ways', async () => {
    const { a, b, c } = await pair();
    await setConDates(app(), CON, '2026-07-31', '2026-08-02');
    for (const m of [a, b]) {
      const project = await newProject(app(), m.token);
      const res = await putGoing(app(), CON, m.token, {
        visibility: 'members',
        days: [{ day: SAT, character: 'Lumine', series: 'Genshin Impact', projectId: project.id }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = async (token?: string) =>
      (await going(app(), CON, token)).days
        .find((d) => d.day === SAT)
        ?.members.map((m) => m.username)
        .filter((n) => [a.username, b.username].includes(n)) ?? [];
    expect(await names(c.token)).toEqual([a.username, b.username]);
    const visitor = await going(app(), CON);

    await block(app(), b.token, a.username);
    expect(await names(a.token)).toEqual([a.username]);
    expect(await names(b.token)).toEqual([b.username]);
    expect(await names(c.token)).toEqual([a.username, b.username]);
    expect(await going(app(), CON)).toEqual(visitor);

    await unblock(app(), b.token, a.username);
    expect(await names(a.token)).toEqual([a.username, b.username]);
  });

  {
    const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      app().inject({
        method,
        url: `/api${url}`,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
    const start = async (lead: Member, series: string) => {
      const res = await call('POST', `/cons/${CON}/groups`, lead.token, {
        series,
        characters: ['Lumine', 'Paimon'],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ConGroup;
    };
    const claim = (group: ConGroup, member: Member, name: string) =>
      call('POST', `/con-groups/${group.id}/claims`, member.token, {
        characterId: group.characters.find((c) => c.name === name)!.id,
      });
    const groups = async (token?: string) => {
      const res = await call('GET', `/cons/${CON}/groups`, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ConGroupsAnswer).groups;
    };
    /** Per group of these ids the viewer sees: its claims as "character: claimer", and which are open. */
    const shown = async (ids: number[], token?: string) =>
      (await groups(token))
        .filter((g) => ids.includes(g.id))
        .map((g) => ({
          id: g.id,
          claims: g.characters.flatMap((ch) => ch.claims.map((cl) => `${ch.name}: ${cl.member.username}`)),
          open: g.characters.map((ch) => ch.open),
        }));

    it('group claims and groups led by the other member are out of sight, both ways', async () => {
      const { a, b, c } = await pair();
      const theirs = await start(c, 'Genshin Impact');
      const ledByA = await start(a, 'Honkai Star Rail');
      expect((await claim(theirs, a, 'Lumine')).statusCode).toBe(200);
      expect((await claim(theirs, b, 'Paimon')).statusCode).toBe(200);
      const ids = [theirs.id, ledByA.id];
      const everything = await shown(ids, c.token);
      expect(everything).toEqual([
        { id: theirs.id, claims: [`Lumine: ${a.username}`, `Paimon: ${b.username}`], open: [false, false] },
        { id: ledByA.id, claims: [], open: [true, true] },
      ]);
      const visitor = await groups();

      await block(app(), a.token, b.username);
      // Each no longer sees the other's claim (the character still shows as taken) nor A's group.
      expect(await shown(ids, b.token)).toEqual([
        { id: theirs.id, claims: [`Paimon: ${b.username}`], open: [false, false] },
      ]);
      expect(await shown(ids, a.token)).toEqual([
        { id: theirs.id, claims: [`Lumine: ${a.username}`], open: [false, false] },
        { id: ledByA.id, claims: [], open: [true, true] },
      ]);
      // The blocked member cannot claim in the blocker's group: it is not there for them.
      const refused = await claim(ledByA, b, 'Lumine');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(
        (await call('POST', '/con-groups/99999999/claims', b.token, { characterId: 1 })).json(),
      );
      expect(await shown(ids, c.token)).toEqual(everything);
      expect(await groups()).toEqual(visitor);

      await unblock(app(), a.token, b.username);
      expect(await shown(ids, b.token)).toEqual(everything);
      expect((await claim(ledByA, b, 'Lumine')).statusCode).toBe(200);
    });
  }
});
