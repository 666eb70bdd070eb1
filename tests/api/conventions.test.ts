import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ConventionList, ConventionSuggestions } from '../../src/shared/api/convention-pages';
import type { ConventionSummary } from '../../src/shared/api/conventions';
import type { AuditPage } from '../../src/shared/api/moderation';
import { bearer, describeEachDatabase, makeOrganiser, signUp, uniqueName } from './helpers';

const con = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('Test Con '),
  venue: 'Convention Center',
  city: 'Des Moines',
  state: 'Iowa',
  website: 'https://example.org',
  startsOn: null,
  endsOn: null,
  ...overrides,
});

const post = (app: FastifyInstance, body: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/cons',
    payload: body as object,
    headers: token ? bearer(token) : {},
  });
const put = (app: FastifyInstance, slug: string, body: unknown, token?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/cons/${slug}`,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });
const list = async (app: FastifyInstance) =>
  ((await app.inject({ url: '/api/cons' })).json() as ConventionList).cons;

describeEachDatabase('conventions: list, pages, organisers’ edits and members’ suggestions', (ctx) => {
  const app = () => ctx().app;
  let organiser: { token: string; username: string };
  let member: { token: string; username: string };
  let other: { token: string };

  it('sets up an organiser and two members', async () => {
    organiser = await signUp(app());
    await makeOrganiser(app(), organiser.username);
    member = await signUp(app());
    other = await signUp(app());
  });

  it('lists the seeded cons and answers one by its slug, and 404 for an unknown one', async () => {
    const names = (await list(app())).map((c) => c.name);
    expect(names).toContain('Gen Con');
    const one = await app().inject({ url: '/api/cons/gen-con' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ slug: 'gen-con', city: 'Indianapolis', state: 'Indiana', days: [] });
    const none = await app().inject({ url: '/api/cons/no-such-con' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No such convention' });
  });

  it('orders upcoming by first day, then undated by name, then past ones', async () => {
    const year = new Date().getUTCFullYear();
    const later = await post(
      app(),
      con({ startsOn: `${year + 2}-05-01`, endsOn: `${year + 2}-05-03` }),
      organiser.token,
    );
    const sooner = await post(
      app(),
      con({ startsOn: `${year + 1}-05-01`, endsOn: `${year + 1}-05-02` }),
      organiser.token,
    );
    const past = await post(
      app(),
      con({ startsOn: `${year - 1}-05-01`, endsOn: `${year - 1}-05-02` }),
      organiser.token,
    );
    for (const r of [later, sooner, past]) expect(r.statusCode, r.body).toBe(201);
    const slugs = (await list(app())).map((c) => c.slug);
    const at = (r: typeof later) => slugs.indexOf((r.json() as ConventionSummary).slug);
    expect(at(sooner)).toBeLessThan(at(later));
    expect(at(later)).toBeLessThan(slugs.indexOf('anime-central'));
    expect(slugs.indexOf('anime-central')).toBeLessThan(slugs.indexOf('gen-con'));
    expect(slugs.indexOf('youmacon')).toBeLessThan(at(past));
    expect((later.json() as ConventionSummary).days).toHaveLength(3);
  });

  it('makes unique slugs from the name', async () => {
    const name = `${uniqueName('Kumo Kon ')}!`;
    const a = (await post(app(), con({ name }), organiser.token)).json() as ConventionSummary;
    const b = (await post(app(), con({ name }), organiser.token)).json() as ConventionSummary;
    expect(a.slug).toMatch(/^kumo-kon-[a-z0-9]+$/);
    expect(b.slug).toBe(`${a.slug}-2`);
  });

  it('gives concurrent adds of one name distinct slugs (the unique constraint decides)', async () => {
    const name = uniqueName('Rush Con ');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(app(), con({ name }), organiser.token)),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const slugs = answers.map((a) => (a.json() as ConventionSummary).slug);
    expect(new Set(slugs).size).toBe(8);
  });

  it('lets only organisers edit: 401 for visitors, 403 for members; the edit is audited', async () => {
    const body = con({
      name: 'Gen Con',
      city: 'Indianapolis',
      state: 'Indiana',
      startsOn: '2027-07-29',
      endsOn: '2027-08-01',
    });
    expect((await put(app(), 'gen-con', body)).statusCode).toBe(401);
    const denied = await put(app(), 'gen-con', body, member.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toHaveProperty('message');
    const done = await put(app(), 'gen-con', body, organiser.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ slug: 'gen-con', startsOn: '2027-07-29', days: expect.any(Array) });
    expect((await put(app(), 'no-such-con', body, organiser.token)).statusCode).toBe(404);
    const log = await app().inject({
      url: '/api/organisers/audit?limit=100',
      headers: bearer(organiser.token),
    });
    const entries = (log.json() as AuditPage).entries;
    expect(entries.some((e) => e.action === 'con.edit' && e.detail.includes('gen-con'))).toBe(true);
  });

  it.each([
    [{ state: 'Texas' }, 'state'],
    [{ website: 'ftp://x.org' }, 'http'],
    [{ startsOn: '2027-05-01', endsOn: null }, 'both'],
    [{ startsOn: '2027-05-03', endsOn: '2027-05-01' }, 'before'],
    [{ startsOn: '2027-05-01', endsOn: '2027-05-20' }, 'at most'],
    [{ startsOn: '2027-02-30', endsOn: '2027-03-01' }, 'exist'],
    [{ name: '' }, 'name'],
    [{ name: '!!!' }, 'letters'],
  ])('refuses bad input %o with a message', async (overrides, words) => {
    const res = await post(app(), con(overrides), organiser.token);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { message: string }).message).toContain(words);
  });

  it('keeps a member’s suggestion to them and organisers until listed; the review is audited once', async () => {
    const res = await post(app(), con(), member.token);
    expect(res.statusCode, res.body).toBe(201);
    const suggested = res.json() as ConventionSummary;
    expect(suggested.status).toBe('suggested');
    expect((await list(app())).map((c) => c.slug)).not.toContain(suggested.slug);
    const url = `/api/cons/${suggested.slug}`;
    expect((await app().inject({ url })).statusCode).toBe(404);
    expect((await app().inject({ url, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await app().inject({ url, headers: bearer(member.token) })).statusCode).toBe(200);
    expect((await app().inject({ url, headers: bearer(organiser.token) })).statusCode).toBe(200);

    const waiting = await app().inject({
      url: '/api/organisers/cons/suggestions',
      headers: bearer(member.token),
    });
    expect(waiting.statusCode).toBe(403);
    const queue = await app().inject({
      url: '/api/organisers/cons/suggestions',
      headers: bearer(organiser.token),
    });
    const mine = (queue.json() as ConventionSuggestions).suggestions.find((s) => s.slug === suggested.slug);
    expect(mine?.suggestedBy).toBe(member.username);

    const review = (token: string) =>
      app().inject({
        method: 'POST',
        url: `/api/organisers/cons/${suggested.slug}/review`,
        payload: { decision: 'list' },
        headers: bearer(token),
      });
    expect((await review(member.token)).statusCode).toBe(403);
    const answers = await Promise.all([
      review(organiser.token),
      review(organiser.token),
      review(organiser.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await list(app())).map((c) => c.slug)).toContain(suggested.slug);
    expect((await app().inject({ url })).statusCode).toBe(200);
    const log = await app().inject({
      url: '/api/organisers/audit?limit=100',
      headers: bearer(organiser.token),
    });
    const listed = (log.json() as AuditPage).entries.filter(
      (e) => e.action === 'con.list' && e.detail.includes(suggested.slug),
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]?.memberUsername).toBe(member.username);
  });

  it('declines a suggestion: still hidden from others', async () => {
    const suggested = (await post(app(), con(), member.token)).json() as ConventionSummary;
    const res = await app().inject({
      method: 'POST',
      url: `/api/organisers/cons/${suggested.slug}/review`,
      payload: { decision: 'decline' },
      headers: bearer(organiser.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await app().inject({ url: `/api/cons/${suggested.slug}` })).statusCode).toBe(404);
  });
});
