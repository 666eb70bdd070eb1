import { expect, it } from 'vitest';
import { PROJECT_LIMITS, PROJECT_MESSAGES } from '../../src/shared/api/projects';
import { addSpringCon, newOrganiser } from './con-helpers';
import { describeEachDatabase, signUp } from './helpers';
import { call, newProject } from './project-api-helpers';

// Sunday 1 March 2026, 6 a.m. in Chicago: the spring con (7–8 March) is 6 days off.
const clock = { now: Date.parse('2026-03-01T12:00:00Z') };

/** Costume projects (issue 36): the project, its plan lists, totals, pacing and the list cap. */
describeEachDatabase(
  'costume projects: the plan',
  (ctx) => {
    const app = () => ctx().app;

    it('the maker creates, reads, changes and deletes; visitors cannot write (401), other members may not (403)', async () => {
      const maker = await signUp(app(), { firstname: 'Leona' });
      const other = await signUp(app());
      const created = await newProject(app(), maker.token, {
        title: '  Leona armour ',
        character: 'Leona',
        series: 'League of Legends',
        kind: 'armour',
        visibility: 'members',
        targetDate: '2026-06-01',
        budgetCents: 25_000,
      });
      expect(created).toMatchObject({
        title: 'Leona armour',
        kind: 'armour',
        status: 'planning',
        maker: { username: maker.username, name: 'Leona' },
        mine: true,
        targetDate: '2026-06-01',
        cover: null,
        con: null,
        entries: 0,
        totals: { totalCents: 0, budgetCents: 25_000, leftCents: 25_000 },
      });
      const url = `/api/projects/${created.id}`;
      const read = await call(app(), 'GET', url, other.token);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toMatchObject({ title: 'Leona armour', mine: false });

      expect((await call(app(), 'PATCH', url, undefined, { title: 'x' })).statusCode).toBe(401);
      expect((await call(app(), 'DELETE', url)).statusCode).toBe(401);
      expect((await call(app(), 'POST', `${url}/tasks`, undefined, { title: 'x' })).statusCode).toBe(401);
      for (const [method, path, body] of [
        ['PATCH', url, { title: 'Mine now' }],
        ['DELETE', url, undefined],
        ['POST', `${url}/tasks`, { title: 'x' }],
        ['POST', `${url}/entries`, { date: '2026-03-01' }],
      ] as const) {
        const res = await call(app(), method, path, other.token, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().message).toBe(PROJECT_MESSAGES.notYours);
      }

      // A PATCH changes only what it names; done sets when it was finished, and back clears it.
      const done = await call(app(), 'PATCH', url, maker.token, { status: 'done' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        status: 'done',
        title: 'Leona armour',
        kind: 'armour',
        budgetCents: 25_000,
      });
      const portfolio = await call(app(), 'GET', `/api/public/${maker.username}/projects`, other.token);
      expect(portfolio.json().done.map((p: { id: number }) => p.id)).toEqual([created.id]);
      await call(app(), 'PATCH', url, maker.token, { status: 'building' });
      const again = await call(app(), 'GET', `/api/public/${maker.username}/projects`, other.token);
      expect(again.json()).toMatchObject({ done: [], current: [{ id: created.id, status: 'building' }] });

      expect((await call(app(), 'DELETE', url, maker.token)).statusCode).toBe(204);
      const gone = await call(app(), 'GET', url, maker.token);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(PROJECT_MESSAGES.notFound);
      // Private to its maker: another member is told it does not exist, never 403.
      const hidden = await newProject(app(), maker.token, { visibility: 'private' });
      const res = await call(app(), 'PATCH', `/api/projects/${hidden.id}`, other.token, { title: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PROJECT_MESSAGES.notFound);
    });

    it('bad input answers 400 with the field’s message', async () => {
      const maker = await signUp(app());
      const { id } = await newProject(app(), maker.token);
      const expectRefused = async (
        url: string,
        body: object,
        message: string,
        method: 'POST' | 'PATCH' = 'POST',
      ) => {
        const res = await call(app(), method, url, maker.token, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
      };
      await expectRefused('/api/projects', { title: '   ' }, PROJECT_MESSAGES.titleRequired);
      await expectRefused('/api/projects', { title: 'x', targetDate: '1 June' }, PROJECT_MESSAGES.badDate);
      await expectRefused(
        '/api/projects',
        { title: 'x', targetDate: '2026-02-30' },
        PROJECT_MESSAGES.badDate,
      );
      await expectRefused(
        '/api/projects',
        { title: 'x', conSlug: 'no-such-con' },
        PROJECT_MESSAGES.noSuchCon,
      );
      await expectRefused(`/api/projects/${id}`, { budgetCents: 10.5 }, 'Amounts are whole cents.', 'PATCH');
      await expectRefused(
        `/api/projects/${id}/references`,
        { url: 'javascript:alert(1)' },
        PROJECT_MESSAGES.badUrl,
      );
      await expectRefused(
        `/api/projects/${id}/materials`,
        { name: 'Foam', url: 'ftp://x' },
        PROJECT_MESSAGES.badUrl,
      );
      await expectRefused(
        `/api/projects/${id}/materials`,
        { name: 'Foam', quantity: 0 },
        'Quantities are above 0.',
      );
      await expectRefused(`/api/projects/${id}/tasks`, { title: ' ' }, 'Say what the task is.');
      await expectRefused(
        `/api/projects/${id}/entries`,
        { date: '2026-03-01', techniques: ['knitting'] },
        'Choose techniques from the club’s list.',
      );
      const negative = await call(app(), 'POST', `/api/projects/${id}/materials`, maker.token, {
        name: 'Foam',
        unitCostCents: -100,
      });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().message).toEqual(expect.any(String));
      // Ids beyond a 32-bit integer, and cursors that are not one: bad input or the first page, never 500.
      expect((await call(app(), 'GET', '/api/projects/99999999999', maker.token)).statusCode).toBe(400);
      expect(
        (await call(app(), 'DELETE', `/api/projects/${id}/tasks/99999999999`, maker.token)).statusCode,
      ).toBe(400);
      expect((await call(app(), 'GET', '/api/projects?before=2026-01-01.5')).statusCode).toBe(200);
      expect(
        (await call(app(), 'GET', `/api/projects/${id}/entries?before=x.99999999999`, maker.token))
          .statusCode,
      ).toBe(200);
    });

    it('the four plan lists: add, change and remove; a row of another project is not found', async () => {
      const maker = await signUp(app());
      const { id } = await newProject(app(), maker.token);
      const other = await newProject(app(), maker.token, { title: 'Other' });
      const base = `/api/projects/${id}`;
      const rows = {
        references: { url: 'https://example.org/leona.jpg', note: 'Front view' },
        components: { name: 'Helmet' },
        materials: { name: 'EVA foam 10 mm', quantity: 2, unitCostCents: 1500 },
        tasks: { title: 'Pattern the helmet', estimateMinutes: 120 },
      };
      for (const [list, body] of Object.entries(rows)) {
        const added = await call(app(), 'POST', `${base}/${list}`, maker.token, body);
        expect(added.statusCode, added.body).toBe(201);
        const [row] = added.json()[list];
        expect(row).toMatchObject(body);
        const patch =
          list === 'components'
            ? { status: 'building' }
            : list === 'tasks'
              ? { done: true }
              : { note: 'Side' };
        const changed = await call(
          app(),
          'PATCH',
          `${base}/${list}/${row.id}`,
          maker.token,
          list === 'materials' ? { status: 'owned' } : patch,
        );
        expect(changed.statusCode, changed.body).toBe(200);
        expect(changed.json()[list][0]).toMatchObject({
          ...body,
          ...(list === 'materials' ? { status: 'owned' } : patch),
        });
        const elsewhere = await call(
          app(),
          'PATCH',
          `/api/projects/${other.id}/${list}/${row.id}`,
          maker.token,
          {},
        );
        expect(elsewhere.statusCode).toBe(404);
        expect(elsewhere.json().message).toBe(PROJECT_MESSAGES.rowNotFound);
        expect(
          (await call(app(), 'DELETE', `/api/projects/${other.id}/${list}/${row.id}`, maker.token))
            .statusCode,
        ).toBe(404);
        const removed = await call(app(), 'DELETE', `${base}/${list}/${row.id}`, maker.token);
        expect(removed.statusCode).toBe(200);
        expect(removed.json()[list]).toEqual([]);
      }
    });

    it('totals: fractional quantities round per line to the cent, against the budget', async () => {
      const maker = await signUp(app());
      const { id } = await newProject(app(), maker.token, { budgetCents: 10_000 });
      const add = (body: object) => call(app(), 'POST', `/api/projects/${id}/materials`, maker.token, body);
      await add({ name: 'Fabric', quantity: 1.5, unit: 'yd', unitCostCents: 1999, status: 'needed' }); // 2998.5 → 2999
      await add({ name: 'Thread', quantity: 0.333, unitCostCents: 1000, status: 'ordered' }); // 333
      await add({ name: 'Worbla', quantity: 2.25, unitCostCents: 3333, status: 'arrived' }); // 7499.25 → 7499
      const last = await add({ name: 'Paint', quantity: 3, unitCostCents: 450, status: 'owned' }); // 1350
      expect(last.json().materials.map((m: { costCents: number }) => m.costCents)).toEqual([
        2999, 333, 7499, 1350,
      ]);
      expect(last.json().totals).toEqual({
        totalCents: 12_181,
        toBuyCents: 2999,
        boughtCents: 7832,
        ownedCents: 1350,
        budgetCents: 10_000,
        leftCents: -2181,
      });
      const none = await call(app(), 'PATCH', `/api/projects/${id}`, maker.token, { budgetCents: null });
      expect(none.json().totals).toMatchObject({ totalCents: 12_181, budgetCents: null, leftCents: null });
    });

    it('pacing against a con: days left in the maker’s zone, minutes a day at the remaining estimate', async () => {
      const organiser = await newOrganiser(app());
      const con = await addSpringCon(app(), organiser.token, 'Build Con');
      const maker = await signUp(app());
      const project = await newProject(app(), maker.token, { conSlug: con.slug, targetDate: '2026-12-01' });
      expect(project).toMatchObject({ con: { slug: con.slug, name: con.name }, targetDate: '2026-03-07' });
      const url = `/api/projects/${project.id}/tasks`;
      await call(app(), 'POST', url, maker.token, { title: 'Helmet', estimateMinutes: 600 });
      await call(app(), 'POST', url, maker.token, { title: 'Bracers', estimateMinutes: 300, done: true });
      const res = await call(app(), 'POST', url, maker.token, { title: 'Paint', estimateMinutes: 900 });
      expect(res.json().pacing).toEqual({
        targetDate: '2026-03-07',
        daysLeft: 6,
        remainingMinutes: 1500,
        minutesPerDay: 250,
        behind: true,
      });
      const paint = res.json().tasks[2].id;
      const eased = await call(app(), 'PATCH', `${url}/${paint}`, maker.token, { done: true });
      expect(eased.json().pacing).toMatchObject({ remainingMinutes: 600, minutesPerDay: 100, behind: false });
      // Without the con, the project's own date counts.
      const own = await call(app(), 'PATCH', `/api/projects/${project.id}`, maker.token, { conSlug: null });
      expect(own.json()).toMatchObject({ con: null, targetDate: '2026-12-01' });
    });

    it(`concurrency: 30 adds to a list at the cap − 10 leave exactly ${PROJECT_LIMITS.planRows} rows`, async () => {
      const maker = await signUp(app());
      const { id } = await newProject(app(), maker.token);
      const url = `/api/projects/${id}/components`;
      for (let i = 0; i < PROJECT_LIMITS.planRows - 10; i++)
        expect((await call(app(), 'POST', url, maker.token, { name: `Part ${i}` })).statusCode).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => call(app(), 'POST', url, maker.token, { name: `Late ${i}` })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
      const refused = answers.filter((a) => a.statusCode === 400);
      expect(refused).toHaveLength(20);
      for (const res of refused) expect(res.json().message).toBe(PROJECT_MESSAGES.planFull);
      const read = await call(app(), 'GET', `/api/projects/${id}`, maker.token);
      expect(read.json().components).toHaveLength(PROJECT_LIMITS.planRows);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
