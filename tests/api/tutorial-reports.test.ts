import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { MODERATION_MESSAGES, type QueuedReport } from '../../src/shared/api/moderation';
import { PROJECT_REPORT_MESSAGES } from '../../src/shared/api/project-reports';
import { TUTORIAL_MESSAGES } from '../../src/shared/api/tutorials';
import { newOrganiser } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { queue } from './moderation-helpers';
import { send, tutorialOf } from './tutorial-api-helpers';

const clock = { now: Date.parse('2026-05-20T12:00:00Z') };
const REPORTS_PER_HOUR = 3;

/** Members report a tutorial they can see; the organisers' queue names it, links it and hides it. */
describeEachDatabase(
  'reports of tutorials',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const post = (
      url: string,
      token?: string,
      payload: object = { reason: 'inappropriate', note: 'Unsafe' },
    ) => app().inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
    const reportsAbout = async (organiserToken: string, memberId: number): Promise<QueuedReport[]> =>
      (await queue(app(), organiserToken)).members.find((m) => m.member.id === memberId)?.reports ?? [];
    const maker = () => signUp(app(), { firstname: 'Mara', lastname: 'Maker' });

    it('reports a published tutorial: about its maker, named and linked in the queue, hidden from there', async () => {
      const organiser = await newOrganiser(app());
      const m = await maker();
      const { tutorial } = await tutorialOf(app(), m.token, { publish: true });
      const reporter = await signUp(app());
      const url = `/api/tutorials/${tutorial.id}/reports`;

      expect((await post(url)).statusCode).toBe(401);
      const unknown = await post('/api/tutorials/999999/reports', reporter.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(TUTORIAL_MESSAGES.notFound);
      expect((await post('/api/tutorials/99999999999/reports', reporter.token)).statusCode).toBe(400);
      const own = await post(url, m.token);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(PROJECT_REPORT_MESSAGES.reportOwnTutorial);
      expect((await post(url, reporter.token, { reason: 'boring' })).statusCode).toBe(400);

      const res = await post(url, reporter.token);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(MODERATION_MESSAGES.reported);
      const [queued] = await reportsAbout(organiser.token, m.userId);
      expect(queued).toMatchObject({
        reason: 'inappropriate',
        note: 'Unsafe',
        image: '',
        reporterUsername: reporter.username,
        subject: {
          kind: 'tutorial',
          id: String(tutorial.id),
          label: 'Tutorial “Foam bracers” by Mara Maker',
          href: `/tutorials/${tutorial.id}`,
        },
      });

      // The queue's Hide calls the organisers' hiding: the reporter no longer sees it, the maker does.
      const hidden = await send(
        app(),
        'POST',
        `/api/organisers/tutorials/${tutorial.id}/hide`,
        organiser.token,
      );
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect((await send(app(), 'GET', `/api/tutorials/${tutorial.id}`, reporter.token)).statusCode).toBe(
        404,
      );
      expect((await send(app(), 'GET', `/api/tutorials/${tutorial.id}`, m.token)).statusCode).toBe(200);
      // Hidden is not gone: the queue still names and links it.
      const [still] = await reportsAbout(organiser.token, m.userId);
      expect(still!.subject?.href).toBe(`/tutorials/${tutorial.id}`);

      await app().deps.database.db.deleteFrom('project_tutorials').where('id', '=', tutorial.id).execute();
      const [after] = await reportsAbout(organiser.token, m.userId);
      expect(after!.subject).toEqual({
        kind: 'tutorial',
        id: String(tutorial.id),
        label: MODERATION_MESSAGES.removedSubject,
        href: null,
      });
    });

    it('answers 404 for a tutorial the reporter cannot see: a draft, a hidden one, one of an only-me project', async () => {
      const m = await maker();
      const draft = (await tutorialOf(app(), m.token)).tutorial;
      const hidden = (await tutorialOf(app(), m.token, { publish: true })).tutorial;
      const ofPrivate = (await tutorialOf(app(), m.token, { publish: true, visibility: 'private' })).tutorial;
      const ofMembers = (await tutorialOf(app(), m.token, { publish: true, visibility: 'members' })).tutorial;
      await app()
        .deps.database.db.updateTable('project_tutorials')
        .set({ hidden_at: clock.now })
        .where('id', '=', hidden.id)
        .execute();
      for (const id of [draft.id, hidden.id, ofPrivate.id]) {
        // A reporter each: every attempt counts against the reporter's limit.
        const res = await post(`/api/tutorials/${id}/reports`, (await signUp(app())).token);
        expect(res.statusCode, `tutorial ${id}`).toBe(404);
        expect(res.json().message).toBe(TUTORIAL_MESSAGES.notFound);
      }
      // The maker sees their own draft: theirs to keep, not to report.
      expect((await post(`/api/tutorials/${draft.id}/reports`, m.token)).statusCode).toBe(400);
      // A members-only project's tutorial is reportable by members.
      const member = await signUp(app());
      expect((await post(`/api/tutorials/${ofMembers.id}/reports`, member.token)).statusCode).toBe(201);
      const { db } = app().deps.database;
      const rows = await db
        .selectFrom('reports')
        .select('subject_id')
        .where('subject_kind', '=', 'tutorial')
        .where('member_id', '=', m.userId)
        .execute();
      expect(rows.map((r) => r.subject_id)).toEqual([String(ofMembers.id)]);
    });

    it('counts tutorial reports against the one limit every report shares', async () => {
      const m = await maker();
      const { project, tutorial } = await tutorialOf(app(), m.token, { publish: true });
      const reporter = await signUp(app());
      expect((await post(`/api/projects/${project.id}/reports`, reporter.token)).statusCode).toBe(201);
      expect((await post(`/api/tutorials/${tutorial.id}/reports`, reporter.token)).statusCode).toBe(201);
      expect((await post(`/api/tutorials/${tutorial.id}/reports`, reporter.token)).statusCode).toBe(201);
      expect((await post(`/api/tutorials/${tutorial.id}/reports`, reporter.token)).statusCode).toBe(429);
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
