import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { AuditPage } from '../../src/shared/api/moderation';
import { PROJECT_REPORT_MESSAGES } from '../../src/shared/api/project-reports';
import { PROJECT_MESSAGES } from '../../src/shared/api/projects';
import { newOrganiser } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { insertEntry, insertProject } from './project-helpers';

const clock = { now: Date.parse('2026-05-20T12:00:00Z') };

/**
 * Organisers hide a member's project or log entry, and show it again: only organisers (with a
 * passkey), audited in the same transaction, and a hidden one is gone for everyone but its maker.
 * Whether someone can see a project is read here through its report route (404: not found for
 * them; 400 "your own": the maker still has it), which uses the same visibility condition as
 * every read of projects.
 */
describeEachDatabase(
  'organisers hide projects and log entries',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const act = (url: string, token?: string) =>
      app().inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
    /** 201: the viewer can see it (and reported it); 404: not for them; 400: their own. */
    const seenBy = async (url: string, token: string) =>
      (await app().inject({ method: 'POST', url, payload: { reason: 'spam' }, headers: bearer(token) }))
        .statusCode;
    const auditOf = async (token: string, limit = 5) => {
      const res = await app().inject({ url: `/api/organisers/audit?limit=${limit}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AuditPage).entries;
    };

    it('refuses visitors (401) and members (403), and answers 404 for what does not exist', async () => {
      const m = await signUp(app());
      const project = await insertProject(app(), m.userId);
      const entry = await insertEntry(app(), project);
      const organiser = await newOrganiser(app());
      for (const url of [
        `/api/organisers/projects/${project}/hide`,
        `/api/organisers/projects/${project}/unhide`,
        `/api/organisers/projects/${project}/entries/${entry}/hide`,
        `/api/organisers/projects/${project}/entries/${entry}/unhide`,
      ]) {
        expect((await act(url)).statusCode, url).toBe(401);
        expect((await act(url, m.token)).statusCode, url).toBe(403);
      }
      const noProject = await act('/api/organisers/projects/999999/hide', organiser.token);
      expect(noProject.statusCode).toBe(404);
      expect(noProject.json().message).toBe(PROJECT_MESSAGES.notFound);
      const otherProject = await insertProject(app(), m.userId);
      const elsewhere = await act(
        `/api/organisers/projects/${otherProject}/entries/${entry}/hide`,
        organiser.token,
      );
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe(PROJECT_MESSAGES.entryNotFound);
      expect((await act('/api/organisers/projects/0/hide', organiser.token)).statusCode).toBe(400);
      const untouched = await app()
        .deps.database.db.selectFrom('projects')
        .select('hidden_at')
        .where('id', '=', project)
        .executeTakeFirstOrThrow();
      expect(untouched.hidden_at).toBeNull();
    });

    it('hides a project from everyone but its maker, audited; showing it again brings it back', async () => {
      const organiser = await newOrganiser(app());
      const m = await signUp(app());
      const viewer = await signUp(app());
      const project = await insertProject(app(), m.userId, { title: 'Mercy wings' });
      const report = `/api/projects/${project}/reports`;

      const hidden = await act(`/api/organisers/projects/${project}/hide`, organiser.token);
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json().message).toBe(PROJECT_REPORT_MESSAGES.projectHidden);
      expect(await seenBy(report, viewer.token)).toBe(404);
      expect(await seenBy(report, m.token)).toBe(400);
      const page = (token: string) =>
        app().inject({ url: `/api/projects/${project}`, headers: { authorization: `Bearer ${token}` } });
      expect((await page(viewer.token)).statusCode).toBe(404);
      expect((await page(m.token)).statusCode).toBe(200);
      const [entry] = await auditOf(organiser.token);
      expect(entry).toMatchObject({
        actorUsername: organiser.username,
        action: 'project.hide',
        memberUsername: m.username,
        detail: `project ${project}: Mercy wings`,
      });

      // Hiding it again changes nothing and adds nothing to the log.
      expect((await act(`/api/organisers/projects/${project}/hide`, organiser.token)).statusCode).toBe(200);
      expect((await auditOf(organiser.token)).filter((e) => e.action === 'project.hide')).toHaveLength(1);

      const shown = await act(`/api/organisers/projects/${project}/unhide`, organiser.token);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().message).toBe(PROJECT_REPORT_MESSAGES.projectShown);
      expect(await seenBy(report, viewer.token)).toBe(201);
      expect((await page(viewer.token)).statusCode).toBe(200);
      const [latest] = await auditOf(organiser.token);
      expect(latest).toMatchObject({ action: 'project.unhide', memberUsername: m.username });
    });

    it('hides one log entry, not its project; audited; showing it again brings it back', async () => {
      const organiser = await newOrganiser(app());
      const m = await signUp(app());
      const viewer = await signUp(app());
      const project = await insertProject(app(), m.userId, { title: 'Mercy wings' });
      const entry = await insertEntry(app(), project, { date: '2026-05-12' });
      const sibling = await insertEntry(app(), project, { date: '2026-05-13' });
      const base = `/api/organisers/projects/${project}/entries/${entry}`;

      const hidden = await act(`${base}/hide`, organiser.token);
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json().message).toBe(PROJECT_REPORT_MESSAGES.entryHidden);
      expect(await seenBy(`/api/projects/${project}/entries/${entry}/reports`, viewer.token)).toBe(404);
      expect(await seenBy(`/api/projects/${project}/entries/${entry}/reports`, m.token)).toBe(400);
      expect(await seenBy(`/api/projects/${project}/entries/${sibling}/reports`, viewer.token)).toBe(201);
      expect(await seenBy(`/api/projects/${project}/reports`, viewer.token)).toBe(201);
      const log = async (token: string) =>
        (
          await app().inject({
            url: `/api/projects/${project}/entries`,
            headers: { authorization: `Bearer ${token}` },
          })
        )
          .json()
          .entries.map((e: { id: number }) => e.id);
      expect(await log(viewer.token)).toEqual([sibling]);
      expect((await log(m.token)).sort()).toEqual([entry, sibling].sort());
      expect((await auditOf(organiser.token))[0]).toMatchObject({
        action: 'project-entry.hide',
        memberUsername: m.username,
        detail: `log entry ${entry} of 2026-05-12 in project ${project}: Mercy wings`,
      });

      expect((await act(`${base}/unhide`, organiser.token)).json().message).toBe(
        PROJECT_REPORT_MESSAGES.entryShown,
      );
      expect(await seenBy(`/api/projects/${project}/entries/${entry}/reports`, viewer.token)).toBe(201);
      expect((await auditOf(organiser.token))[0]).toMatchObject({ action: 'project-entry.unhide' });
    });

    it('writes the change and its audit entry together: a role taken away stops both', async () => {
      const organiser = await newOrganiser(app());
      const m = await signUp(app());
      const project = await insertProject(app(), m.userId);
      const before = (await app().deps.audit.list(0, 1)).total;
      await app()
        .deps.database.db.updateTable('users')
        .set({ role: 'member' })
        .where('id', '=', organiser.userId)
        .execute();
      expect((await act(`/api/organisers/projects/${project}/hide`, organiser.token)).statusCode).toBe(403);
      const row = await app()
        .deps.database.db.selectFrom('projects')
        .select('hidden_at')
        .where('id', '=', project)
        .executeTakeFirstOrThrow();
      expect(row.hidden_at).toBeNull();
      expect((await app().deps.audit.list(0, 1)).total).toBe(before);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
