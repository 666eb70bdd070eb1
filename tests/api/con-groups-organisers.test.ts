import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { runClubCommand } from '../../src/server/ops/club-command';
import { CON_GROUP_MESSAGES, type ConGroup, type ConGroupsAnswer } from '../../src/shared/api/con-groups';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { addSpringCon, newOrganiser } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

const REDIS_URL = process.env.TEST_REDIS_URL;
const clock = { now: Date.parse('2026-03-01T12:00:00Z') };

/** Organisers remove a member's group cosplay (a fake or abusive one), audited; the lead and claimers are told. */
describeEachDatabase(
  'organisers remove group cosplays',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const remove = (id: number, token?: string) =>
      app().inject({
        method: 'DELETE',
        url: `/api/organisers/con-groups/${id}`,
        headers: token ? bearer(token) : {},
      });
    const start = async (lead: Member, slug: string, title: string) => {
      const res = await app().inject({
        method: 'POST',
        url: `/api/cons/${slug}/groups`,
        headers: bearer(lead.token),
        payload: { series: 'Genshin Impact', title, characters: ['Lumine', 'Paimon', 'Zhongli'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ConGroup;
    };
    const claim = async (group: ConGroup, member: Member, name: string) => {
      const res = await app().inject({
        method: 'POST',
        url: `/api/con-groups/${group.id}/claims`,
        headers: bearer(member.token),
        payload: { characterId: group.characters.find((c) => c.name === name)!.id },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** The titles of the con's groups, as a visitor (no token) or a member sees them. */
    const titles = async (slug: string, token?: string) => {
      const res = await app().inject({
        url: `/api/cons/${slug}/groups`,
        headers: token ? bearer(token) : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ConGroupsAnswer).groups.map((g) => g.title);
    };
    const removals = async (member: Member) => {
      await app().deps.jobs.runDue();
      const res = await app().inject({ url: '/api/me/notifications', headers: bearer(member.token) });
      return (res.json() as InboxResponse).notifications.filter((n) => n.type === 'con-group-removed');
    };
    const rowsOf = async (table: 'con_group_characters' | 'con_group_claims', groupId: number) =>
      (await app().deps.database.db.selectFrom(table).select('id').where('group_id', '=', groupId).execute())
        .length;

    it('removes the group with its characters and claims, audited; the lead and claimers hear it; members get 403', async () => {
      const organiser = await newOrganiser(app(), { firstname: 'Olive' });
      const { slug, name } = await addSpringCon(app(), organiser.token, 'Group Con');
      const lead = await signUp(app());
      const [ada, ben, outsider] = [await signUp(app()), await signUp(app()), await signUp(app())];
      const fake = await start(lead, slug, 'Fake Liyue');
      const kept = await start(ben, slug, 'Mondstadt');
      await claim(fake, ada, 'Paimon');
      await claim(fake, ben, 'Zhongli');
      // A visitor's read, kept by the answer cache where it keeps this list.
      expect(await titles(slug)).toEqual(['Fake Liyue', 'Mondstadt']);

      // Nobody but an organiser with a passkey: visitors 401, members (the lead too) 403.
      expect((await remove(fake.id)).statusCode).toBe(401);
      for (const member of [ada, lead]) expect((await remove(fake.id, member.token)).statusCode).toBe(403);
      const keyless = await signUp(app());
      await runClubCommand(app().deps, ['organiser', 'add', keyless.username], app().deps.now());
      expect((await remove(fake.id, keyless.token)).statusCode).toBe(403);
      expect(await app().deps.conGroups.byId(fake.id)).toBeDefined();

      const res = await remove(fake.id, organiser.token);
      expect(res.statusCode, res.body).toBe(204);
      expect(await app().deps.conGroups.byId(fake.id)).toBeUndefined();
      expect(await rowsOf('con_group_characters', fake.id)).toBe(0);
      expect(await rowsOf('con_group_claims', fake.id)).toBe(0);
      // Gone for visitors (no kept answer survives the removal) and members; the other group stays.
      expect(await titles(slug)).toEqual(['Mondstadt']);
      expect(await titles(slug, ada.token)).toEqual(['Mondstadt']);
      expect(await app().deps.conGroups.byId(kept.id)).toBeDefined();

      const again = await remove(fake.id, organiser.token);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: CON_GROUP_MESSAGES.notFound });

      const audit = await app().deps.audit.list(0, 5);
      expect(audit.entries[0]).toMatchObject({
        action: 'con-group.remove',
        actorUsername: organiser.username,
        memberUsername: lead.username,
        detail: `Fake Liyue (Genshin Impact) at ${slug}`,
      });

      for (const member of [lead, ada, ben]) {
        const [notice, ...more] = await removals(member);
        expect(more).toEqual([]);
        expect(notice).toMatchObject({
          text: `The group Fake Liyue at ${name} was removed by the organisers`,
          url: `/cons/${slug}#groups`,
        });
      }
      expect(await removals(outsider)).toEqual([]);
    });

    it('answers 404 with its message for an unknown group', async () => {
      const organiser = await newOrganiser(app());
      const res = await remove(987654, organiser.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: CON_GROUP_MESSAGES.notFound });
      expect((await remove(0, organiser.token)).statusCode).toBe(400);
    });
  },
  {
    build: { now: () => clock.now, jobTimer: false },
    config: () =>
      REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: `test:orggroups:${process.pid}:` } : {},
  },
);
