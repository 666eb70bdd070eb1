import { expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '../../src/shared/api/projects';
import { TUTORIAL_LIMITS, TUTORIAL_MESSAGES, tutorialAnswer } from '../../src/shared/api/tutorials';
import { describeEachDatabase, signUp } from './helpers';
import { newEntry, newProject } from './project-api-helpers';
import { photoOf, send, tutorialOf } from './tutorial-api-helpers';

const clock = { now: Date.parse('2026-03-10T12:00:00Z') };

/** Making and editing a tutorial (issue 36 item 6): steps from log entries, the maker's writes. */
describeEachDatabase(
  'tutorials: making and editing',
  (ctx) => {
    const app = () => ctx().app;

    it('a draft from chosen entries: steps by entry date, their Markdown, their photos, the plan’s materials', async () => {
      const maker = await signUp(app());
      const project = await newProject(app(), maker.token, { title: 'Bracers' });
      const material = await send(app(), 'POST', `/api/projects/${project.id}/materials`, maker.token, {
        name: 'EVA foam',
        quantity: 2,
        unitCostCents: 1250,
      });
      expect(material.statusCode, material.body).toBe(201);
      const { entries, photos, tutorial } = await tutorialOf(app(), maker.token);
      expect(tutorialAnswer.parse(tutorial)).toBeTruthy();
      expect(tutorial).toMatchObject({
        title: 'Foam bracers',
        intro: 'What you will *need*.',
        introHtml: '<p>What you will <em>need</em>.</p>',
        published: false,
        publishedAt: null,
        mine: true,
        techniques: ['eva-foam'],
        maker: { username: maker.username },
      });
      expect(tutorial.steps.map((s: { entryId: number }) => s.entryId)).toEqual([
        entries.early.id,
        entries.middle.id,
        entries.late.id,
      ]);
      expect(tutorial.steps.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);
      expect(tutorial.steps[0]).toMatchObject({
        title: '',
        body: 'Cut the **foam**.',
        html: '<p>Cut the <strong>foam</strong>.</p>',
        calculator: null,
        photos: [],
      });
      // The entry's photos, in the order its log shows them.
      const log = (
        await send(app(), 'GET', `/api/projects/${tutorial.project.id}/entries`, maker.token)
      ).json();
      const logged = log.entries.find((e: { id: number }) => e.id === entries.middle.id);
      const ids = (list: Array<{ id: string }>) => list.map((p) => p.id);
      expect(ids(logged.photos).sort()).toEqual(ids([...photos]).sort());
      expect(ids(tutorial.steps[1].photos)).toEqual(ids(logged.photos));
      // Photo addresses are signed for the viewer and serve the bytes.
      expect((await app().inject({ url: tutorial.steps[1].photos[0].src })).statusCode).toBe(200);
      // The materials are the tutorial's own project's (none here), with each line's cost.
      expect(tutorial.materials).toEqual([]);
      const withMaterials = await send(app(), 'POST', `/api/projects/${project.id}/tutorial`, maker.token, {
        title: 'Bracers, the guide',
        entryIds: [(await newEntry(app(), maker.token, project.id)).id],
      });
      expect(withMaterials.statusCode, withMaterials.body).toBe(201);
      expect(withMaterials.headers['cache-control']).toBe('no-store');
      expect(withMaterials.json().materials).toEqual([
        expect.objectContaining({ name: 'EVA foam', quantity: 2, unitCostCents: 1250, costCents: 2500 }),
      ]);
    });

    it('one tutorial a project (409); entries and photos of another project, a bad order: 400', async () => {
      const maker = await signUp(app());
      const { project, entries, tutorial } = await tutorialOf(app(), maker.token);
      const again = await send(app(), 'POST', `/api/projects/${project.id}/tutorial`, maker.token, {
        title: 'Again',
        entryIds: [entries.early.id],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(TUTORIAL_MESSAGES.exists);

      const other = await newProject(app(), maker.token, { title: 'Wig' });
      const foreign = await send(app(), 'POST', `/api/projects/${other.id}/tutorial`, maker.token, {
        title: 'Wig styling',
        entryIds: [entries.early.id],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(TUTORIAL_MESSAGES.notThisProject);
      const none = await send(app(), 'POST', `/api/projects/${other.id}/tutorial`, maker.token, {
        title: 'Wig styling',
        entryIds: [],
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(TUTORIAL_MESSAGES.noEntries);

      const otherPhoto = await photoOf(app(), maker.token, other.id);
      const url = `/api/tutorials/${tutorial.id}`;
      const step = await send(app(), 'POST', `${url}/steps`, maker.token, {
        body: 'Glue.',
        photoIds: [otherPhoto.id],
      });
      expect(step.statusCode).toBe(400);
      expect(step.json().message).toBe(TUTORIAL_MESSAGES.notThisProject);
      const patch = await send(app(), 'PATCH', `${url}/steps/${tutorial.steps[0].id}`, maker.token, {
        photoIds: [otherPhoto.id],
      });
      expect(patch.statusCode).toBe(400);

      const ids: number[] = tutorial.steps.map((s: { id: number }) => s.id);
      for (const stepIds of [
        ids.slice(1),
        [...ids, ids[0]],
        [ids[0], ids[0], ids[1]],
        [...ids.slice(1), 999999],
      ]) {
        const res = await send(app(), 'PUT', `${url}/order`, maker.token, { stepIds });
        expect(res.statusCode, JSON.stringify(stepIds)).toBe(400);
        expect(res.json().message).toBe(TUTORIAL_MESSAGES.badOrder);
      }
      const after = (await send(app(), 'GET', url, maker.token)).json();
      expect(after.steps.map((s: { id: number }) => s.id)).toEqual(ids);
    });

    it('401 without a session; 403 for another member’s visible tutorial; 404 for one they may not see', async () => {
      const maker = await signUp(app());
      const member = await signUp(app());
      const { project, entries, tutorial } = await tutorialOf(app(), maker.token, { publish: true });
      const url = `/api/tutorials/${tutorial.id}`;
      const stepUrl = `${url}/steps/${tutorial.steps[0].id}`;
      const writes = [
        ['POST', `/api/projects/${project.id}/tutorial`, { title: 'Mine', entryIds: [entries.early.id] }],
        ['PATCH', url, { title: 'Mine' }],
        ['DELETE', url, undefined],
        ['POST', `${url}/steps`, { body: 'More.' }],
        ['PATCH', stepUrl, { body: 'Mine.' }],
        ['DELETE', stepUrl, undefined],
        ['PUT', `${url}/order`, { stepIds: [] }],
      ] as const;
      for (const [method, path, body] of writes) {
        expect((await send(app(), method, path, undefined, body)).statusCode, `${method} ${path}`).toBe(401);
        const res = await send(app(), method, path, member.token, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().message).toBe(TUTORIAL_MESSAGES.notYours);
      }
      const hidden = await tutorialOf(app(), maker.token, { visibility: 'private', publish: true });
      const res = await send(app(), 'PATCH', `/api/tutorials/${hidden.tutorial.id}`, member.token, {
        title: 'x',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TUTORIAL_MESSAGES.notFound);
      const create = await send(app(), 'POST', `/api/projects/${hidden.project.id}/tutorial`, member.token, {
        title: 'x',
        entryIds: [hidden.entries.early.id],
      });
      expect(create.statusCode).toBe(404);
      expect(create.json().message).toBe(PROJECT_MESSAGES.notFound);
      expect((await send(app(), 'GET', url, maker.token)).json().steps).toHaveLength(3);
    });

    it('PATCH of one field keeps the others; publishing keeps its first date; a draft again clears it', async () => {
      const maker = await signUp(app());
      const { tutorial, photos } = await tutorialOf(app(), maker.token);
      const url = `/api/tutorials/${tutorial.id}`;
      clock.now += 60_000;
      const titled = (await send(app(), 'PATCH', url, maker.token, { title: 'Bracers in a weekend' })).json();
      expect(titled).toMatchObject({
        title: 'Bracers in a weekend',
        intro: tutorial.intro,
        published: false,
      });
      expect(titled.updatedAt).toBe(clock.now);
      const publishedAt = clock.now;
      expect((await send(app(), 'PATCH', url, maker.token, { published: true })).json()).toMatchObject({
        published: true,
        publishedAt,
        title: 'Bracers in a weekend',
      });
      clock.now += 60_000;
      const again = (
        await send(app(), 'PATCH', url, maker.token, { intro: 'New intro', published: true })
      ).json();
      expect(again).toMatchObject({ publishedAt, intro: 'New intro', title: 'Bracers in a weekend' });
      const draft = (await send(app(), 'PATCH', url, maker.token, { published: false })).json();
      expect(draft).toMatchObject({ published: false, publishedAt: null, intro: 'New intro' });

      const step = tutorial.steps[1];
      const stepUrl = `${url}/steps/${step.id}`;
      const named = (await send(app(), 'PATCH', stepUrl, maker.token, { title: 'Seal the foam' })).json();
      expect(named.steps[1]).toMatchObject({ title: 'Seal the foam', body: step.body, photos: step.photos });
      const calc = (await send(app(), 'PATCH', stepUrl, maker.token, { calculator: 'circle' })).json();
      expect(calc.steps[1]).toMatchObject({ title: 'Seal the foam', calculator: 'circle', body: step.body });
      const reversed = [photos[1].id, photos[0].id];
      const photoAnswer = (await send(app(), 'PATCH', stepUrl, maker.token, { photoIds: reversed })).json();
      expect(photoAnswer.steps[1].photos.map((p: { id: string }) => p.id)).toEqual(reversed);
      expect(photoAnswer.steps[1]).toMatchObject({ calculator: 'circle', title: 'Seal the foam' });
      const bad = await send(app(), 'PATCH', url, maker.token, { title: '  ' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(TUTORIAL_MESSAGES.titleRequired);
      const missing = await send(app(), 'PATCH', `${url}/steps/999999`, maker.token, { title: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(TUTORIAL_MESSAGES.stepNotFound);
    });

    it('steps: added at the end, deleted with positions closed up, reordered, capped; the tutorial deleted', async () => {
      const maker = await signUp(app());
      const { tutorial, photos } = await tutorialOf(app(), maker.token);
      const url = `/api/tutorials/${tutorial.id}`;
      const added = await send(app(), 'POST', `${url}/steps`, maker.token, {
        title: 'Strap it',
        body: 'Add the **straps**.',
        calculator: 'led',
        photoIds: [photos[0].id, photos[0].id],
      });
      expect(added.statusCode, added.body).toBe(200);
      const last = added.json().steps.at(-1);
      expect(last).toMatchObject({ position: 3, title: 'Strap it', calculator: 'led', entryId: null });
      expect(last.photos.map((p: { id: string }) => p.id)).toEqual([photos[0].id]);

      const [first, second, third] = tutorial.steps;
      const removed = (await send(app(), 'DELETE', `${url}/steps/${second.id}`, maker.token)).json();
      expect(removed.steps.map((s: { id: number; position: number }) => [s.id, s.position])).toEqual([
        [first.id, 0],
        [third.id, 1],
        [last.id, 2],
      ]);
      const order = [last.id, first.id, third.id];
      const reordered = await send(app(), 'PUT', `${url}/order`, maker.token, { stepIds: order });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json().steps.map((s: { id: number }) => s.id)).toEqual(order);
      expect(reordered.json().steps.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);

      for (let n = 3; n < TUTORIAL_LIMITS.steps; n += 1)
        expect(
          (await send(app(), 'POST', `${url}/steps`, maker.token, { body: `Step ${n}` })).statusCode,
        ).toBe(200);
      const full = await send(app(), 'POST', `${url}/steps`, maker.token, { body: 'One too many' });
      expect(full.statusCode).toBe(400);
      expect(full.json().message).toBe(TUTORIAL_MESSAGES.tooManySteps);

      expect((await send(app(), 'DELETE', url, maker.token)).statusCode).toBe(204);
      expect((await send(app(), 'GET', url, maker.token)).statusCode).toBe(404);
    });

    it('Markdown that tries scripts, event handlers, javascript: links or others’ images gives no markup', async () => {
      const maker = await signUp(app());
      const { tutorial } = await tutorialOf(app(), maker.token);
      const attacks = [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[click](javascript:alert(1))',
        '<a href="javascript:alert(1)">x</a>',
        '![tracker](https://evil.example/pixel.png)',
      ].join('\n\n');
      const url = `/api/tutorials/${tutorial.id}`;
      await send(app(), 'PATCH', url, maker.token, { intro: attacks });
      const answer = (await send(app(), 'POST', `${url}/steps`, maker.token, { body: attacks })).json();
      for (const html of [answer.introHtml as string, answer.steps.at(-1).html as string]) {
        expect(html).not.toMatch(/<script/i);
        expect(html).not.toMatch(/<img/i);
        expect(html).not.toMatch(/<[^>]*\son\w+=/i);
        expect(html).not.toMatch(/<a [^>]*href="javascript:/i);
        expect(html).not.toContain('src="https://evil.example');
      }
      expect(answer.steps.at(-1).body).toBe(attacks);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
