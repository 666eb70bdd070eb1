import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { ConGroup } from '../../src/shared/api/con-groups';
import { MODERATION_MESSAGES, type QueuedReport } from '../../src/shared/api/moderation';
import { SHOOT_MESSAGES } from '../../src/shared/api/shoots';
import { conWithAlbum, uploadPhoto } from './album-helpers';
import { addSpringCon, newOrganiser, photographerWithSlots } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { queue, report as reportMember } from './moderation-helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

const clock = { now: Date.parse('2026-03-01T12:00:00Z') };
const REPORTS_PER_HOUR = 3;

/** Members report group cosplays and photoshoot slots; the organisers' queue says what was reported. */
describeEachDatabase(
  'reports of groups, slots and album photos',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const post = (url: string, token?: string, payload: object = { reason: 'harassment', note: 'Rude' }) =>
      app().inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
    const startGroup = async (lead: Member, slug: string, title: string) => {
      const res = await app().inject({
        method: 'POST',
        url: `/api/cons/${slug}/groups`,
        headers: bearer(lead.token),
        payload: { series: 'Genshin Impact', title, characters: ['Lumine', 'Paimon'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ConGroup;
    };
    /** The open reports about one member in the organisers' queue. */
    const reportsAbout = async (organiserToken: string, memberId: number): Promise<QueuedReport[]> =>
      (await queue(app(), organiserToken)).members.find((m) => m.member.id === memberId)?.reports ?? [];

    it('reports a group cosplay: about its lead, named and linked in the queue; "(removed)" once it goes', async () => {
      const organiser = await newOrganiser(app());
      const con = await addSpringCon(app(), organiser.token, 'Group Con');
      const lead = await signUp(app(), { firstname: 'Lea' });
      const group = await startGroup(lead, con.slug, 'Liyue');
      const reporter = await signUp(app());

      expect((await post(`/api/con-groups/${group.id}/reports`)).statusCode).toBe(401);
      expect((await post('/api/con-groups/999999/reports', reporter.token)).statusCode).toBe(404);
      const own = await post(`/api/con-groups/${group.id}/reports`, lead.token);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(MODERATION_MESSAGES.reportOwnGroup);
      const bad = await post(`/api/con-groups/${group.id}/reports`, reporter.token, { reason: 'boring' });
      expect(bad.statusCode).toBe(400);

      const res = await post(`/api/con-groups/${group.id}/reports`, reporter.token);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(MODERATION_MESSAGES.reported);
      const [queued] = await reportsAbout(organiser.token, lead.userId);
      expect(queued).toMatchObject({
        reason: 'harassment',
        note: 'Rude',
        image: '',
        reporterUsername: reporter.username,
        subject: {
          kind: 'con-group',
          id: String(group.id),
          label: `Group cosplay “Liyue” at ${con.name}`,
          href: `/cons/${con.slug}#groups`,
        },
      });

      const removed = await app().inject({
        method: 'DELETE',
        url: `/api/organisers/con-groups/${group.id}`,
        headers: bearer(organiser.token),
        payload: { reason: 'Fake group' },
      });
      expect(removed.statusCode, removed.body).toBe(204);
      const [after] = await reportsAbout(organiser.token, lead.userId);
      expect(after!.subject).toEqual({
        kind: 'con-group',
        id: String(group.id),
        label: MODERATION_MESSAGES.removedSubject,
        href: null,
      });
    });

    it('reports a photoshoot slot: about its photographer, with the slot’s day and time in the queue', async () => {
      const organiser = await newOrganiser(app());
      const con = await addSpringCon(app(), organiser.token, 'Slot Con');
      const { member: shooter, slots } = await photographerWithSlots(app(), con.slug, {
        from: '10:00',
        until: '11:00',
        lengthMinutes: 30,
      });
      const [slot, other] = slots as [number, number];
      const reporter = await signUp(app());

      expect((await post(`/api/shoots/${slot}/reports`)).statusCode).toBe(401);
      const unknown = await post('/api/shoots/999999/reports', reporter.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(SHOOT_MESSAGES.notFound);
      const own = await post(`/api/shoots/${slot}/reports`, shooter.token);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(MODERATION_MESSAGES.reportOwnSlot);

      expect((await post(`/api/shoots/${slot}/reports`, reporter.token)).statusCode).toBe(201);
      expect((await post(`/api/shoots/${other}/reports`, reporter.token)).statusCode).toBe(201);
      const queued = await reportsAbout(organiser.token, shooter.userId);
      expect(queued.map((r) => r.subject)).toEqual([
        {
          kind: 'shoot-slot',
          id: String(slot),
          label: `Photoshoot slot Sat 10:00 am at ${con.name}`,
          href: `/cons/${con.slug}#shoots`,
        },
        {
          kind: 'shoot-slot',
          id: String(other),
          label: `Photoshoot slot Sat 10:30 am at ${con.name}`,
          href: `/cons/${con.slug}#shoots`,
        },
      ]);

      const removed = await app().inject({
        method: 'DELETE',
        url: `/api/organisers/shoots/${slot}`,
        headers: bearer(organiser.token),
        payload: { reason: 'Fake slot' },
      });
      expect(removed.statusCode, removed.body).toBe(204);
      const [after] = await reportsAbout(organiser.token, shooter.userId);
      expect(after!.subject).toMatchObject({ label: MODERATION_MESSAGES.removedSubject, href: null });
    });

    it('keeps an album photo report’s path and adds its subject; a profile report has none', async () => {
      const { organiser, con, shooter, albumId } = await conWithAlbum(app());
      const { id } = (await uploadPhoto(app(), shooter.token, albumId)).json();
      const reporter = await signUp(app());
      expect((await post(`/api/album-photos/${id}/reports`, reporter.token)).statusCode).toBe(201);
      expect((await reportMember(app(), reporter.token, { username: shooter.username })).statusCode).toBe(
        201,
      );

      const row = await app()
        .deps.database.db.selectFrom('reports')
        .select(['image', 'subject_kind', 'subject_id'])
        .where('member_id', '=', shooter.userId)
        .where('subject_kind', '=', 'album-photo')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ image: `/api/album-photos/${id}`, subject_kind: 'album-photo', subject_id: id });
      const [photo, profile] = await reportsAbout(organiser.token, shooter.userId);
      expect(photo).toMatchObject({
        imageGone: false,
        subject: {
          kind: 'album-photo',
          id,
          label: `Album photo in “Saturday shoot” at ${con.name}`,
          href: `/cons/${con.slug}`,
        },
      });
      expect(profile).toMatchObject({ image: '', subject: null });
    });

    it('counts every kind of report against one limit per reporter', async () => {
      const organiser = await newOrganiser(app());
      const con = await addSpringCon(app(), organiser.token, 'Limit Con');
      const lead = await signUp(app());
      const group = await startGroup(lead, con.slug, 'Mondstadt');
      const { slots } = await photographerWithSlots(app(), con.slug, {
        from: '10:00',
        until: '10:30',
        lengthMinutes: 30,
      });
      const reporter = await signUp(app());
      expect((await reportMember(app(), reporter.token, { username: lead.username })).statusCode).toBe(201);
      expect((await post(`/api/con-groups/${group.id}/reports`, reporter.token)).statusCode).toBe(201);
      expect((await post(`/api/shoots/${slots[0]}/reports`, reporter.token)).statusCode).toBe(201);
      expect((await post(`/api/con-groups/${group.id}/reports`, reporter.token)).statusCode).toBe(429);
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
