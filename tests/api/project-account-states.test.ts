import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { DELETION_GRACE_MS } from '../../src/server/features/profiles/account-deletion';
import type { Mail } from '../../src/server/mail/mailer';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { organiser as newOrganiser, organiserPost } from './moderation-helpers';
import { insertEntry, insertProject, insertProjectPhoto } from './project-helpers';

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
const DAY = 86_400_000;
const sent: Mail[] = [];

/**
 * A maker's projects follow their account (issue 36 item 7): suspended or leaving (the 30-day
 * restore window), they are gone for others and come back with the account; erased, every row
 * and photo goes. Whether another member sees a project is read through its report route (201:
 * seen and reported; 404: not for them), which shares the visibility condition of every read.
 */
describeEachDatabase(
  'projects follow their maker’s suspension, deletion and restore',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    /** 201 or 404 for a fresh member reporting the project (a fresh one: reports are limited). */
    const seenByOthers = async (project: number) => {
      const viewer = await signUp(app());
      const res = await app().inject({
        method: 'POST',
        url: `/api/projects/${project}/reports`,
        payload: { reason: 'spam' },
        headers: bearer(viewer.token),
      });
      // The project's page says the same as its report route.
      const page = await app().inject({ url: `/api/projects/${project}`, headers: bearer(viewer.token) });
      expect(page.statusCode).toBe(res.statusCode === 201 ? 200 : 404);
      return res.statusCode;
    };
    const maker = async () => {
      const m = await signUp(app(), {
        recoveryemail: `maker${Math.random().toString(36).slice(2, 10)}@example.org`,
      });
      const project = await insertProject(app(), m.userId);
      const entry = await insertEntry(app(), project, { techniques: ['eva-foam', 'sewing'] });
      await insertProjectPhoto(app(), project, { entryId: entry });
      await insertProjectPhoto(app(), project);
      return { ...m, project, entry };
    };
    const deleteAccount = (m: { userId: number; token: string; password: string }) =>
      app().inject({
        method: 'DELETE',
        url: `/api/users/${m.userId}`,
        payload: { password: m.password },
        headers: bearer(m.token),
      });
    const restoreToken = async (email: string) => {
      await app().deps.jobs.runDue();
      const mail = sent.filter((x) => x.to === email).at(-1);
      return mail?.text.match(/restoreaccount\?token=([A-Za-z0-9_-]+)/)?.[1];
    };
    /** Rows left of the project: itself, its entries, their techniques and its photos. */
    const rowsLeft = async (project: number, entry: number) => {
      const { db } = app().deps.database;
      const count = async (query: Promise<unknown[]>) => (await query).length;
      return {
        projects: await count(db.selectFrom('projects').select('id').where('id', '=', project).execute()),
        entries: await count(
          db.selectFrom('project_entries').select('id').where('project_id', '=', project).execute(),
        ),
        techniques: await count(
          db
            .selectFrom('project_entry_techniques')
            .select('entry_id')
            .where('entry_id', '=', entry)
            .execute(),
        ),
        photos: await count(
          db.selectFrom('project_photos').select('id').where('project_id', '=', project).execute(),
        ),
      };
    };

    it('a suspended maker’s projects are gone for others until the suspension is lifted', async () => {
      const organiser = await newOrganiser(app());
      const m = await maker();
      expect(await seenByOthers(m.project)).toBe(201);
      const suspended = await organiserPost(app(), organiser.token, `members/${m.userId}/suspend`, 'Spam');
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(await seenByOthers(m.project)).toBe(404);
      const lifted = await organiserPost(
        app(),
        organiser.token,
        `members/${m.userId}/unsuspend`,
        'Appeal heard',
      );
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(await seenByOthers(m.project)).toBe(201);
    });

    it('a leaving maker’s projects are gone for others, and back with the restored account', async () => {
      const m = await maker();
      expect(await seenByOthers(m.project)).toBe(201);
      expect((await deleteAccount(m)).statusCode).toBe(200);
      expect(await seenByOthers(m.project)).toBe(404);
      // Nothing is erased during the restore window.
      expect(await rowsLeft(m.project, m.entry)).toEqual({
        projects: 1,
        entries: 1,
        techniques: 2,
        photos: 2,
      });

      const token = await restoreToken(m.fields.recoveryemail!);
      expect(token).toBeDefined();
      clock.now += 10 * DAY;
      const back = await app().inject({ method: 'POST', url: '/api/restoreaccount', payload: { token } });
      expect(back.statusCode, back.body).toBe(200);
      expect(await seenByOthers(m.project)).toBe(201);
    });

    it('erases the project, its entries, techniques and photos with the account after the window', async () => {
      const m = await maker();
      const other = await maker();
      expect((await deleteAccount(m)).statusCode).toBe(200);
      clock.now += DELETION_GRACE_MS - DAY;
      await app().deps.jobs.runDue();
      expect((await rowsLeft(m.project, m.entry)).projects).toBe(1);

      clock.now += 2 * DAY;
      await app().deps.jobs.runDue();
      expect(await rowsLeft(m.project, m.entry)).toEqual({
        projects: 0,
        entries: 0,
        techniques: 0,
        photos: 0,
      });
      // Another maker's project is untouched.
      expect(await rowsLeft(other.project, other.entry)).toEqual({
        projects: 1,
        entries: 1,
        techniques: 2,
        photos: 2,
      });
    });
  },
  {
    build: {
      now: () => clock.now,
      jobTimer: false,
      mailer: {
        send: async (mail) => {
          sent.push(mail);
        },
      },
    },
    config: () => ({
      rateLimits: { ...loadConfig({}).rateLimits, reportsPerUser: { max: 50, windowMs: 3_600_000 } },
    }),
  },
);
