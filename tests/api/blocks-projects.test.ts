import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUp, uniqueName } from './helpers';
import { block, unblock } from './relation-helpers';
import { tutorialOf } from './tutorial-api-helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

/**
 * A block hides projects both ways (issue 37 item 5): the page, its log, the /projects feed, the
 * portfolio, project search and tutorials answer as if the project were private; a third member
 * and a visitor see everything; unblocking restores it.
 */
describeEachDatabase('blocks: projects', (ctx) => {
  const app = (): FastifyInstance => ctx().app;
  const get = (url: string, token?: string) => app().inject({ url, headers: token ? bearer(token) : {} });

  /** A maker with a public project (a unique word in its title), a log entry and a published tutorial. */
  async function maker() {
    const member = await signUp(app());
    const word = uniqueName('armour');
    const made = await tutorialOf(app(), member.token, { publish: true });
    const renamed = await app().inject({
      method: 'PATCH',
      url: `/api/projects/${made.project.id}`,
      payload: { title: `${word} build`, status: 'done' },
      headers: bearer(member.token),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    return { member, word, projectId: made.project.id as number, tutorialId: made.tutorial.id as number };
  }
  type Maker = Awaited<ReturnType<typeof maker>>;

  /** Which of the maker's project surfaces the viewer (token, or a visitor) sees. */
  async function seen(of: Maker, token?: string) {
    const page = await get(`/api/projects/${of.projectId}`, token);
    const log = await get(`/api/projects/${of.projectId}/entries`, token);
    const feed = (await get('/api/projects', token)).json() as { items: Array<{ project: { id: number } }> };
    const portfolio = (await get(`/api/public/${of.member.username}/projects`, token)).json() as {
      done: Array<{ id: number }>;
    };
    const search = (await get(`/api/projects/search?q=${of.word}`, token)).json() as {
      projects: Array<{ id: number }>;
    };
    const tutorial = await get(`/api/tutorials/${of.tutorialId}`, token);
    const tutorials = (await get('/api/tutorials', token)).json() as { tutorials: Array<{ id: number }> };
    for (const res of [page, log, tutorial]) expect([200, 404]).toContain(res.statusCode);
    expect(page.headers['cache-control']).toBe('no-store');
    return {
      page: page.statusCode === 200,
      log: log.statusCode === 200,
      feed: feed.items.some((i) => i.project.id === of.projectId),
      portfolio: portfolio.done.some((p) => p.id === of.projectId),
      search: search.projects.some((p) => p.id === of.projectId),
      tutorial: tutorial.statusCode === 200,
      tutorials: tutorials.tutorials.some((t) => t.id === of.tutorialId),
    };
  }
  const ALL = {
    page: true,
    log: true,
    feed: true,
    portfolio: true,
    search: true,
    tutorial: true,
    tutorials: true,
  };
  const NONE = {
    page: false,
    log: false,
    feed: false,
    portfolio: false,
    search: false,
    tutorial: false,
    tutorials: false,
  };

  it('hides each one’s projects from the other, both ways; others and visitors still see them', async () => {
    const a = await maker();
    const b = await maker();
    const c: Member = await signUp(app());
    expect(await seen(a, b.member.token)).toEqual(ALL);
    expect(await seen(b, a.member.token)).toEqual(ALL);
    const visitorBefore = [await seen(a), await seen(b)];

    await block(app(), a.member.token, b.member.username);
    // The blocked member no longer sees the blocker's, and the blocker no longer sees theirs.
    expect(await seen(a, b.member.token)).toEqual(NONE);
    expect(await seen(b, a.member.token)).toEqual(NONE);
    // A 404 exactly like a private project's: nothing tells the blocked member.
    const refused = await get(`/api/projects/${a.projectId}`, b.member.token);
    const hidden = await get('/api/projects/99999999', b.member.token);
    expect(refused.json()).toEqual(hidden.json());
    // Each still sees their own; a third member and visitors see both.
    expect(await seen(a, a.member.token)).toMatchObject({
      page: true,
      log: true,
      portfolio: true,
      tutorial: true,
    });
    expect(await seen(a, c.token)).toEqual(ALL);
    expect(await seen(b, c.token)).toEqual(ALL);
    expect([await seen(a), await seen(b)]).toEqual(visitorBefore);

    await unblock(app(), a.member.token, b.member.username);
    expect(await seen(a, b.member.token)).toEqual(ALL);
    expect(await seen(b, a.member.token)).toEqual(ALL);
  });

  it('a block made by the other side hides the same way', async () => {
    const a = await maker();
    const b = await maker();
    await block(app(), b.member.token, a.member.username);
    expect(await seen(a, b.member.token)).toEqual(NONE);
    expect(await seen(b, a.member.token)).toEqual(NONE);
  });
});
