import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ConGroup } from '../../src/shared/api/con-groups';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { addSpringCon, newOrganiser } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

const SAT = '2026-03-07';
const SUN = '2026-03-08';

/** The lead moves a group to another day or series: checked against the con, claims kept, claimers told. */
describeEachDatabase(
  'con groups: the lead edits series and day',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
      app().inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const springCon = async () => addSpringCon(app(), (await newOrganiser(app())).token, 'Group Con');
    const start = async (lead: Member, slug: string, body: object = {}) => {
      const res = await call('POST', `/cons/${slug}/groups`, lead.token, {
        series: 'Genshin Impact',
        title: 'Liyue',
        day: SAT,
        characters: ['Lumine', 'Paimon', 'Zhongli'],
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ConGroup;
    };
    const claim = async (group: ConGroup, member: Member, name: string) =>
      call('POST', `/con-groups/${group.id}/claims`, member.token, {
        characterId: group.characters.find((c) => c.name === name)!.id,
      });
    const texts = async (member: Member) => {
      await app().deps.jobs.runDue();
      const res = await call('GET', '/me/notifications', member.token);
      return (res.json() as InboxResponse).notifications
        .filter((n) => n.type === 'con-group-changed')
        .map((n) => n.text);
    };
    const claimCount = async (groupId: number) =>
      (
        await app()
          .deps.database.db.selectFrom('con_group_claims')
          .select('id')
          .where('group_id', '=', groupId)
          .execute()
      ).length;

    it('moves the group to another of the con’s days and keeps its claims; claimers hear it, others do not', async () => {
      const con = await springCon();
      const lead = await signUp(app());
      const [ada, ben, outsider] = [await signUp(app()), await signUp(app()), await signUp(app())];
      const group = await start(lead, con.slug);
      expect((await claim(group, ada, 'Paimon')).statusCode).toBe(200);
      expect((await claim(group, ben, 'Zhongli')).statusCode).toBe(200);
      // The lead's own claim: they never hear of their own change.
      expect((await claim(group, lead, 'Lumine')).statusCode).toBe(200);

      const res = await call('PUT', `/con-groups/${group.id}`, lead.token, { day: SUN });
      expect(res.statusCode, res.body).toBe(200);
      const moved = res.json() as ConGroup;
      expect(moved.day).toBe(SUN);
      expect(moved.characters.map((c) => [c.name, c.claims.map((k) => k.member.username)])).toEqual([
        ['Lumine', [lead.username]],
        ['Paimon', [ada.username]],
        ['Zhongli', [ben.username]],
      ]);
      for (const who of [ada, ben])
        expect(await texts(who)).toEqual(['The group Liyue moved to Sunday, March 8']);
      expect(await texts(lead)).toEqual([]);
      expect(await texts(outsider)).toEqual([]);
      const [notice] = (
        (await call('GET', '/me/notifications', ada.token)).json() as InboxResponse
      ).notifications.filter((n) => n.type === 'con-group-changed');
      expect(notice?.url).toBe(`/cons/${con.slug}#groups`);

      // The whole con (null) is a day too; sending the same day again changes nothing and tells no one.
      const whole = await call('PUT', `/con-groups/${group.id}`, lead.token, { day: null });
      expect(whole.json().day).toBeNull();
      const again = await call('PUT', `/con-groups/${group.id}`, lead.token, {
        day: null,
        notes: 'Bring water',
      });
      expect(again.statusCode, again.body).toBe(200);
      // One unread row per group: the second move updates the first.
      expect(await texts(ada)).toEqual(['The group Liyue is now for the whole con']);
    });

    it('changes the series, or both, in one message; a title or notes edit tells no one', async () => {
      const con = await springCon();
      const lead = await signUp(app());
      const ada = await signUp(app());
      const group = await start(lead, con.slug);
      expect((await claim(group, ada, 'Paimon')).statusCode).toBe(200);
      const quiet = await call('PUT', `/con-groups/${group.id}`, lead.token, {
        title: 'Liyue',
        notes: 'Noon',
        series: 'Genshin Impact',
        day: SAT,
      });
      expect(quiet.statusCode, quiet.body).toBe(200);
      expect(await texts(ada)).toEqual([]);

      const series = await call('PUT', `/con-groups/${group.id}`, lead.token, {
        series: 'Honkai: Star Rail',
      });
      expect(series.json()).toMatchObject({ series: 'Honkai: Star Rail', day: SAT });
      expect(await texts(ada)).toEqual(['The group Liyue changed series to Honkai: Star Rail']);

      // Read, then both at once (under a new title): a new row, named as the group is now.
      const read = await call('POST', '/me/notifications/read', ada.token, {});
      expect(read.statusCode, read.body).toBeLessThan(300);
      const both = await call('PUT', `/con-groups/${group.id}`, lead.token, {
        series: 'Wuthering Waves',
        day: SUN,
        title: 'Jinzhou',
      });
      expect(both.statusCode, both.body).toBe(200);
      expect((await texts(ada))[0]).toBe(
        'The group Jinzhou moved to Sunday, March 8 and changed series to Wuthering Waves',
      );
    });

    it('refuses a day the con does not have, a con without dates and an empty series (400): nothing changes', async () => {
      const con = await springCon();
      const lead = await signUp(app());
      const ada = await signUp(app());
      const group = await start(lead, con.slug);
      expect((await claim(group, ada, 'Paimon')).statusCode).toBe(200);
      const refused = async (id: number, body: object, message: string) => {
        const res = await call('PUT', `/con-groups/${id}`, lead.token, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(message);
      };
      await refused(group.id, { day: '2026-03-09' }, 'Choose one of the convention’s days.');
      await refused(group.id, { day: '2026-03-09', series: 'Other' }, 'Choose one of the convention’s days.');
      await refused(group.id, { series: '  ' }, 'Name the series.');
      const notADate = await call('PUT', `/con-groups/${group.id}`, lead.token, { day: 'Sunday' });
      expect(notADate.statusCode).toBe(400);
      // Gen Con's dates are not set: its groups are for the whole con until they are.
      const undated = await start(lead, 'gen-con', { day: null });
      await refused(undated.id, { day: SAT }, 'This convention’s dates are not set yet.');

      const list = await call('GET', `/cons/${con.slug}/groups`, lead.token);
      const still = (list.json().groups as ConGroup[]).find((g) => g.id === group.id);
      expect(still).toMatchObject({ day: SAT, series: 'Genshin Impact' });
      expect(await claimCount(group.id)).toBe(1);
      expect(await texts(ada)).toEqual([]);
      // Only the lead moves the group.
      expect((await call('PUT', `/con-groups/${group.id}`, ada.token, { day: SUN })).statusCode).toBe(403);
    });

    it('moving the day while 10 members claim one character keeps one claim of it', async () => {
      for (let round = 0; round < 3; round++) {
        const con = await springCon();
        const lead = await signUp(app());
        const members = await Promise.all(Array.from({ length: 10 }, () => signUp(app())));
        const group = await start(lead, con.slug);
        const zhongli = group.characters.find((c) => c.name === 'Zhongli')!.id;
        const move = call('PUT', `/con-groups/${group.id}`, lead.token, {
          day: round % 2 ? SAT : SUN,
          series: `Genshin ${round}`,
        });
        await new Promise((resolve) => setTimeout(resolve, [0, 10, 25][round]));
        const [moved, ...claims] = await Promise.all([
          move,
          ...members.map((m) =>
            call('POST', `/con-groups/${group.id}/claims`, m.token, { characterId: zhongli }),
          ),
        ]);
        expect(moved!.statusCode, moved!.body).toBe(200);
        expect(claims.filter((c) => c.statusCode === 200)).toHaveLength(1);
        for (const c of claims) expect([200, 409]).toContain(c.statusCode);
        expect(await claimCount(group.id)).toBe(1);
      }
    });
  },
  { build: { now: () => Date.parse('2026-03-01T12:00:00Z') } },
);
