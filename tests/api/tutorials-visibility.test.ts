import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { TUTORIAL_MESSAGES } from '../../src/shared/api/tutorials';
import { describeEachDatabase, putProfile, signUp } from './helpers';
import { organiser, organiserPost } from './moderation-helpers';
import { newEntry, newProject } from './project-api-helpers';
import { send, tutorialOf } from './tutorial-api-helpers';

const clock = { now: Date.parse('2026-03-10T12:00:00Z') };

/** Where a viewer (token, or none for a visitor) finds a tutorial: its page, the project's link, the list. */
async function seenBy(
  app: FastifyInstance,
  tutorial: { id: number; project: { id: number } },
  token?: string,
) {
  const page = await send(app, 'GET', `/api/tutorials/${tutorial.id}`, token);
  expect(page.headers['cache-control']).toBe('no-store');
  if (page.statusCode === 404) expect(page.json().message).toBe(TUTORIAL_MESSAGES.notFound);
  const link = await send(app, 'GET', `/api/projects/${tutorial.project.id}/tutorial`, token);
  const list = await send(app, 'GET', '/api/tutorials', token);
  expect(list.statusCode).toBe(200);
  return {
    page: page.statusCode,
    link: link.statusCode === 200 ? link.json() : link.statusCode,
    listed: list.json().tutorials.some((t: { id: number }) => t.id === tutorial.id),
  };
}

/** Who sees a tutorial (issue 36 item 6): its project's visibility, published, not hidden. */
describeEachDatabase(
  'tutorials: who sees what',
  (ctx) => {
    const app = () => ctx().app;
    const nowhere = { page: 404, link: 404, listed: false };

    it('a draft is its maker’s alone; published, it follows the project’s visibility', async () => {
      const member = await signUp(app());
      for (const visibility of ['everyone', 'members', 'private'] as const) {
        const maker = await signUp(app());
        const { tutorial } = await tutorialOf(app(), maker.token, { visibility });
        const draftLink = { id: tutorial.id, published: false };
        expect(await seenBy(app(), tutorial), `${visibility} draft: visitor`).toEqual(nowhere);
        expect(await seenBy(app(), tutorial, member.token), `${visibility} draft: member`).toEqual(nowhere);
        expect(await seenBy(app(), tutorial, maker.token), `${visibility} draft: maker`).toEqual({
          page: 200,
          link: draftLink,
          listed: false,
        });
        await send(app(), 'PATCH', `/api/tutorials/${tutorial.id}`, maker.token, { published: true });
        const shown = { page: 200, link: { id: tutorial.id, published: true }, listed: true };
        expect(await seenBy(app(), tutorial), `${visibility}: visitor`).toEqual(
          visibility === 'everyone' ? shown : nowhere,
        );
        expect(await seenBy(app(), tutorial, member.token), `${visibility}: member`).toEqual(
          visibility === 'private' ? nowhere : shown,
        );
        expect(await seenBy(app(), tutorial, maker.token), `${visibility}: maker`).toEqual(shown);
        const read = (await send(app(), 'GET', `/api/tutorials/${tutorial.id}`, maker.token)).json();
        expect(read.mine).toBe(true);
        if (visibility !== 'private') {
          const other = (await send(app(), 'GET', `/api/tutorials/${tutorial.id}`, member.token)).json();
          expect(other.mine).toBe(false);
          expect((await app().inject({ url: other.steps[1].photos[0].src })).statusCode).toBe(200);
        }
      }
    });

    it('a maker whose profile is for members only, or who is suspended: gone for others, back after', async () => {
      const boss = await organiser(app());
      const maker = await signUp(app());
      const member = await signUp(app());
      const { tutorial } = await tutorialOf(app(), maker.token, { publish: true });
      expect((await putProfile(app(), maker.userId, maker.token, { visibility: 'members' })).statusCode).toBe(
        200,
      );
      expect(await seenBy(app(), tutorial)).toEqual(nowhere);
      expect((await seenBy(app(), tutorial, member.token)).page).toBe(200);
      const photo = (await send(app(), 'GET', `/api/tutorials/${tutorial.id}`, member.token)).json().steps[1]
        .photos[0].src as string;
      expect(
        (await organiserPost(app(), boss.token, `members/${maker.userId}/suspend`, 'Spam')).statusCode,
      ).toBe(200);
      expect(await seenBy(app(), tutorial, member.token)).toEqual(nowhere);
      expect((await app().inject({ url: photo })).statusCode).toBe(404);
      await organiserPost(app(), boss.token, `members/${maker.userId}/unsuspend`, 'Welcome back');
      expect((await seenBy(app(), tutorial, member.token)).listed).toBe(true);
    });

    it('a tutorial an organiser hid: gone for others, still its maker’s (not listed)', async () => {
      const maker = await signUp(app());
      const member = await signUp(app());
      const { tutorial } = await tutorialOf(app(), maker.token, { publish: true });
      await app()
        .deps.database.db.withoutPlugins()
        .updateTable('project_tutorials')
        .set({ hidden_at: clock.now })
        .where('id', '=', tutorial.id)
        .execute();
      expect(await seenBy(app(), tutorial, member.token)).toEqual(nowhere);
      expect(await seenBy(app(), tutorial, maker.token)).toEqual({
        page: 200,
        link: { id: tutorial.id, published: true },
        listed: false,
      });
    });

    it('a step’s photo of a log entry an organiser hid shows to the maker only', async () => {
      const maker = await signUp(app());
      const member = await signUp(app());
      const { tutorial, entries } = await tutorialOf(app(), maker.token, { publish: true });
      await app()
        .deps.database.db.updateTable('project_entries')
        .set({ hidden_at: clock.now })
        .where('id', '=', entries.middle.id)
        .execute();
      const photosFor = async (token?: string) =>
        (await send(app(), 'GET', `/api/tutorials/${tutorial.id}`, token)).json().steps[1].photos.length;
      expect(await photosFor(member.token)).toBe(0);
      expect(await photosFor()).toBe(0);
      expect(await photosFor(maker.token)).toBe(2);
    });

    it('the list: newest published first, by the calculator a step uses or a technique of its entries', async () => {
      const maker = await signUp(app());
      const first = await tutorialOf(app(), maker.token, { publish: true });
      clock.now += 60_000;
      const second = await tutorialOf(app(), maker.token, { publish: true });
      const draft = await tutorialOf(app(), maker.token);
      const step = first.tutorial.steps[0];
      const url = `/api/tutorials/${first.tutorial.id}/steps/${step.id}`;
      expect((await send(app(), 'PATCH', url, maker.token, { calculator: 'triangle' })).statusCode).toBe(200);
      await send(
        app(),
        'PATCH',
        `/api/tutorials/${draft.tutorial.id}/steps/${draft.tutorial.steps[0].id}`,
        maker.token,
        {
          calculator: 'triangle',
        },
      );
      const ids = async (query: string) =>
        (await send(app(), 'GET', `/api/tutorials${query}`))
          .json()
          .tutorials.map((t: { id: number }) => t.id);
      const all = await ids('');
      expect(all.indexOf(second.tutorial.id)).toBeLessThan(all.indexOf(first.tutorial.id));
      expect(all).not.toContain(draft.tutorial.id);
      expect(await ids('?calculator=triangle')).toEqual([first.tutorial.id]);
      expect(await ids('?calculator=circle')).toEqual([]);
      // An unknown filter is ignored, not refused.
      expect((await ids('?calculator=nope')).length).toBe(all.length);
      expect(await ids('?technique=eva-foam')).toEqual(
        expect.arrayContaining([first.tutorial.id, second.tutorial.id]),
      );
      expect(await ids('?technique=worbla')).toEqual([]);
      const summary = (await send(app(), 'GET', '/api/tutorials')).json().tutorials[0];
      expect(summary).toMatchObject({
        id: second.tutorial.id,
        steps: 3,
        maker: { username: maker.username },
      });
    });

    it('10 concurrent POSTs of a tutorial for one project: exactly one 201, the rest 409', async () => {
      const maker = await signUp(app());
      const project = await newProject(app(), maker.token);
      const entry = await newEntry(app(), maker.token, project.id);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          send(app(), 'POST', `/api/projects/${project.id}/tutorial`, maker.token, {
            title: `Guide ${n}`,
            entryIds: [entry.id],
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([201, ...Array(9).fill(409)]);
      const made = answers.find((a) => a.statusCode === 201)?.json();
      const link = (await send(app(), 'GET', `/api/projects/${project.id}/tutorial`, maker.token)).json();
      expect(link).toEqual({ id: made.id, published: false });
      expect(made.steps).toHaveLength(1);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
