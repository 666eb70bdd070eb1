import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { MODERATION_MESSAGES, type QueuedReport } from '../../src/shared/api/moderation';
import { PROJECT_REPORT_MESSAGES } from '../../src/shared/api/project-reports';
import { PROJECT_MESSAGES } from '../../src/shared/api/projects';
import { newOrganiser } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { queue, report as reportMember } from './moderation-helpers';
import { insertEntry, insertProject } from './project-helpers';

const clock = { now: Date.parse('2026-05-20T12:00:00Z') };
const REPORTS_PER_HOUR = 4;

/** Members report projects and log entries they can see; the organisers' queue names them. */
describeEachDatabase(
  'reports of costume projects and log entries',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const post = (
      url: string,
      token?: string,
      payload: object = { reason: 'inappropriate', note: 'Not ok' },
    ) => app().inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
    const reportsAbout = async (organiserToken: string, memberId: number): Promise<QueuedReport[]> =>
      (await queue(app(), organiserToken)).members.find((m) => m.member.id === memberId)?.reports ?? [];
    const maker = () => signUp(app(), { firstname: 'Mara', lastname: 'Maker' });

    it('reports a project: about its maker, named and linked in the queue; "(removed)" once it goes', async () => {
      const organiser = await newOrganiser(app());
      const m = await maker();
      const project = await insertProject(app(), m.userId, { title: 'Mercy wings' });
      const reporter = await signUp(app());
      const url = `/api/projects/${project}/reports`;

      expect((await post(url)).statusCode).toBe(401);
      const unknown = await post('/api/projects/999999/reports', reporter.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(PROJECT_MESSAGES.notFound);
      expect((await post('/api/projects/99999999999/reports', reporter.token)).statusCode).toBe(400);
      const own = await post(url, m.token);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(PROJECT_REPORT_MESSAGES.reportOwnProject);
      expect((await post(url, reporter.token, { reason: 'boring' })).statusCode).toBe(400);
      const long = await post(url, reporter.token, { reason: 'spam', note: 'x'.repeat(1001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain('1,000 characters');

      const res = await post(url, reporter.token);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(MODERATION_MESSAGES.reported);
      const [queued] = await reportsAbout(organiser.token, m.userId);
      expect(queued).toMatchObject({
        reason: 'inappropriate',
        note: 'Not ok',
        image: '',
        imageGone: false,
        reporterUsername: reporter.username,
        subject: {
          kind: 'project',
          id: String(project),
          label: 'Project “Mercy wings” by Mara Maker',
          href: `/projects/${project}`,
        },
      });

      await app().deps.database.db.deleteFrom('projects').where('id', '=', project).execute();
      const [after] = await reportsAbout(organiser.token, m.userId);
      expect(after!.subject).toEqual({
        kind: 'project',
        id: String(project),
        label: MODERATION_MESSAGES.removedSubject,
        href: null,
      });
    });

    it('reports a log entry: the queue names its day and project', async () => {
      const organiser = await newOrganiser(app());
      const m = await maker();
      const project = await insertProject(app(), m.userId, { title: 'Mercy wings' });
      const entry = await insertEntry(app(), project, { date: '2026-05-12' });
      const otherProject = await insertProject(app(), m.userId, { title: 'Another build' });
      const reporter = await signUp(app());
      const url = `/api/projects/${project}/entries/${entry}/reports`;

      expect((await post(url)).statusCode).toBe(401);
      // The entry exists, but not in that project.
      const elsewhere = await post(`/api/projects/${otherProject}/entries/${entry}/reports`, reporter.token);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe(PROJECT_MESSAGES.entryNotFound);
      const own = await post(url, m.token);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(PROJECT_REPORT_MESSAGES.reportOwnEntry);

      expect((await post(url, reporter.token, { reason: 'spam' })).statusCode).toBe(201);
      const [queued] = await reportsAbout(organiser.token, m.userId);
      expect(queued).toMatchObject({
        reason: 'spam',
        note: '',
        subject: {
          kind: 'project-entry',
          id: String(entry),
          label: 'Log entry of 12 May in “Mercy wings”',
          href: `/projects/${project}`,
        },
      });
      const row = await app()
        .deps.database.db.selectFrom('reports')
        .select(['member_id', 'reporter_id', 'image', 'subject_kind', 'subject_id'])
        .where('subject_kind', '=', 'project-entry')
        .where('subject_id', '=', String(entry))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        member_id: m.userId,
        reporter_id: reporter.userId,
        image: '',
        subject_kind: 'project-entry',
        subject_id: String(entry),
      });
    });

    it('answers 404 for what the reporter cannot see: only-me projects, hidden projects and entries', async () => {
      const m = await maker();
      const reporter = await signUp(app());
      const mine = await insertProject(app(), m.userId, { visibility: 'private' });
      const members = await insertProject(app(), m.userId, { visibility: 'members' });
      const hidden = await insertProject(app(), m.userId);
      const shown = await insertProject(app(), m.userId);
      const hiddenEntry = await insertEntry(app(), shown);
      const entryOfHidden = await insertEntry(app(), hidden);
      const entryOfPrivate = await insertEntry(app(), mine);
      const { db } = app().deps.database;
      await db.updateTable('projects').set({ hidden_at: clock.now }).where('id', '=', hidden).execute();
      await db
        .updateTable('project_entries')
        .set({ hidden_at: clock.now })
        .where('id', '=', hiddenEntry)
        .execute();

      for (const url of [
        `/api/projects/${mine}/reports`,
        `/api/projects/${hidden}/reports`,
        `/api/projects/${shown}/entries/${hiddenEntry}/reports`,
        `/api/projects/${hidden}/entries/${entryOfHidden}/reports`,
        `/api/projects/${mine}/entries/${entryOfPrivate}/reports`,
      ]) {
        // A reporter each: every attempt counts against the reporter's limit.
        const res = await post(url, (await signUp(app())).token);
        expect(res.statusCode, url).toBe(404);
      }
      // The maker still sees their own (hidden or private): theirs to keep, not to report.
      expect((await post(`/api/projects/${hidden}/reports`, m.token)).statusCode).toBe(400);
      expect((await post(`/api/projects/${shown}/entries/${hiddenEntry}/reports`, m.token)).statusCode).toBe(
        400,
      );
      // A members-only project is reportable by members.
      expect((await post(`/api/projects/${members}/reports`, reporter.token)).statusCode).toBe(201);
    });

    it('counts project reports against the one limit every report shares', async () => {
      const m = await maker();
      const project = await insertProject(app(), m.userId);
      const entry = await insertEntry(app(), project);
      const reporter = await signUp(app());
      expect((await reportMember(app(), reporter.token, { username: m.username })).statusCode).toBe(201);
      expect((await post(`/api/projects/${project}/reports`, reporter.token)).statusCode).toBe(201);
      expect(
        (await post(`/api/projects/${project}/entries/${entry}/reports`, reporter.token)).statusCode,
      ).toBe(201);
      expect((await post(`/api/projects/${project}/reports`, reporter.token)).statusCode).toBe(201);
      const over = await post(`/api/projects/${project}/entries/${entry}/reports`, reporter.token);
      expect(over.statusCode).toBe(429);
      // Counted before anything is looked up: a made-up id costs the same.
      expect((await post('/api/projects/999999/reports', reporter.token)).statusCode).toBe(429);
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
