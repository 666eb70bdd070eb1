import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ProjectVisibility } from '../../src/shared/api/projects';
import { bearer, describeEachDatabase, putProfile, signUp, uniqueName } from './helpers';
import { organiser, organiserPost } from './moderation-helpers';
import { call, newEntry, newProject, uploadProjectPhoto } from './project-api-helpers';

const clock = { now: Date.parse('2026-03-01T12:00:00Z') };

type Maker = Awaited<ReturnType<typeof signUp>>;

/** A finished project of `maker` with one log entry holding one photo, in a series of its own. */
async function buildWithPhoto(app: FastifyInstance, maker: Maker, visibility: ProjectVisibility) {
  const series = uniqueName('series');
  const project = await newProject(app, maker.token, { visibility, series, status: 'done' });
  const entry = await newEntry(app, maker.token, project.id, { body: 'Primed and painted.' });
  const photo = await uploadProjectPhoto(app, maker.token, project.id, {
    alt: 'Painted helmet',
    entryId: String(entry.id),
  });
  expect(photo.statusCode, photo.body).toBe(201);
  return { project, entry, photo: photo.json(), series };
}

/** Where the viewer (token, or none for a visitor) finds the project, its entry and its photo. */
async function seenBy(
  app: FastifyInstance,
  maker: Maker,
  build: Awaited<ReturnType<typeof buildWithPhoto>>,
  token?: string,
) {
  const { project, entry, series } = build;
  const page = await call(app, 'GET', `/api/projects/${project.id}`, token);
  expect(page.headers['cache-control']).toBe('no-store');
  const log = await call(app, 'GET', `/api/projects/${project.id}/entries`, token);
  const entries = log.statusCode === 200 ? log.json().entries : [];
  const shown = entries.find((e: { id: number }) => e.id === entry.id);
  const photoSrc: string | undefined = shown?.photos[0]?.src;
  const photo = photoSrc ? (await app.inject({ url: photoSrc })).statusCode : 404;
  const portfolio = await call(app, 'GET', `/api/public/${maker.username}/projects`, token);
  const inPortfolio =
    portfolio.statusCode === 200 && portfolio.json().done.some((p: { id: number }) => p.id === project.id);
  const feed = await call(app, 'GET', `/api/projects?series=${series.toUpperCase()}`, token);
  expect(feed.statusCode).toBe(200);
  const inFeed = feed.json().items.some((i: { entry: { id: number } }) => i.entry.id === entry.id);
  const mine = token ? (await call(app, 'GET', '/api/me/projects', token)).json().projects : [];
  return {
    page: page.statusCode,
    entry: shown !== undefined,
    photo,
    portfolio: inPortfolio,
    feed: inFeed,
    mine: mine.some((p: { id: number }) => p.id === project.id),
  };
}

const NOWHERE = { page: 404, entry: false, photo: 404, portfolio: false, feed: false, mine: false };

/** Who sees a project, its log, its photos, the portfolio, /api/me/projects and the feed (issue 36). */
describeEachDatabase(
  'costume projects: who sees what',
  (ctx) => {
    const app = () => ctx().app;

    it('each visibility × visitor, another member and the maker; private never reaches others or the feed', async () => {
      const other = await signUp(app());
      const everywhere = { page: 200, entry: true, photo: 200, portfolio: true, feed: true, mine: false };
      for (const visibility of ['everyone', 'members', 'private'] as const) {
        const maker = await signUp(app());
        const build = await buildWithPhoto(app(), maker, visibility);
        expect(await seenBy(app(), maker, build), `${visibility}: visitor`).toEqual(
          visibility === 'everyone' ? everywhere : NOWHERE,
        );
        expect(await seenBy(app(), maker, build, other.token), `${visibility}: member`).toEqual(
          visibility === 'private' ? NOWHERE : everywhere,
        );
        expect(await seenBy(app(), maker, build, maker.token), `${visibility}: maker`).toEqual({
          ...everywhere,
          mine: true,
          feed: visibility !== 'private',
        });
      }
    });

    it('a maker whose profile is for members only: their projects for everyone stay with members', async () => {
      const maker = await signUp(app());
      const member = await signUp(app());
      const build = await buildWithPhoto(app(), maker, 'everyone');
      expect((await putProfile(app(), maker.userId, maker.token, { visibility: 'members' })).statusCode).toBe(
        200,
      );
      expect(await seenBy(app(), maker, build)).toEqual(NOWHERE);
      expect(await seenBy(app(), maker, build, member.token)).toMatchObject({
        page: 200,
        entry: true,
        feed: true,
      });
    });

    it('a suspended maker’s projects are gone for everyone else, photo addresses included, and come back', async () => {
      const boss = await organiser(app());
      const maker = await signUp(app());
      const member = await signUp(app());
      const build = await buildWithPhoto(app(), maker, 'everyone');
      const handedOut = (
        await call(app(), 'GET', `/api/projects/${build.project.id}/entries`, member.token)
      ).json().entries[0].photos[0].src as string;
      expect((await app().inject({ url: handedOut })).statusCode).toBe(200);
      const res = await organiserPost(app(), boss.token, `members/${maker.userId}/suspend`, 'Spam');
      expect(res.statusCode, res.body).toBe(200);
      expect(await seenBy(app(), maker, build)).toEqual(NOWHERE);
      expect(await seenBy(app(), maker, build, member.token)).toEqual(NOWHERE);
      expect((await app().inject({ url: handedOut })).statusCode).toBe(404);
      await organiserPost(app(), boss.token, `members/${maker.userId}/unsuspend`, 'Welcome back');
      expect(await seenBy(app(), maker, build, member.token)).toMatchObject({
        page: 200,
        feed: true,
        photo: 200,
      });
    });

    it('a maker who asked to delete their account: hidden during the restore window', async () => {
      const maker = await signUp(app());
      const member = await signUp(app());
      const build = await buildWithPhoto(app(), maker, 'everyone');
      const res = await app().inject({
        method: 'DELETE',
        url: `/api/users/${maker.userId}`,
        payload: { password: maker.password },
        headers: bearer(maker.token),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await seenBy(app(), maker, build)).toEqual(NOWHERE);
      expect(await seenBy(app(), maker, build, member.token)).toEqual(NOWHERE);
    });

    it('a project an organiser hid: gone for everyone else, still its maker’s', async () => {
      const maker = await signUp(app());
      const member = await signUp(app());
      const build = await buildWithPhoto(app(), maker, 'everyone');
      await app()
        .deps.database.db.withoutPlugins()
        .updateTable('projects')
        .set({ hidden_at: clock.now })
        .where('id', '=', build.project.id)
        .execute();
      expect(await seenBy(app(), maker, build, member.token)).toEqual(NOWHERE);
      expect(await seenBy(app(), maker, build, maker.token)).toMatchObject({
        page: 200,
        entry: true,
        mine: true,
        feed: false,
      });
    });

    it('an entry an organiser hid: left out for others (log, feed, counts), still there for its maker', async () => {
      const maker = await signUp(app());
      const member = await signUp(app());
      const build = await buildWithPhoto(app(), maker, 'everyone');
      await app()
        .deps.database.db.withoutPlugins()
        .updateTable('project_entries')
        .set({ hidden_at: clock.now })
        .where('id', '=', build.entry.id)
        .execute();
      for (const token of [undefined, member.token])
        expect(await seenBy(app(), maker, build, token)).toMatchObject({
          page: 200,
          entry: false,
          feed: false,
        });
      const page = (await call(app(), 'GET', `/api/projects/${build.project.id}`, member.token)).json();
      expect(page).toMatchObject({ entries: 0, minutesSpent: 0 });
      expect(await seenBy(app(), maker, build, maker.token)).toMatchObject({ entry: true, feed: false });
      const own = (await call(app(), 'GET', `/api/projects/${build.project.id}`, maker.token)).json();
      expect(own.entries).toBe(1);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
