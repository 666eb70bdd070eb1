import { expect, it } from 'vitest';
import { PROJECT_LIMITS, PROJECT_MESSAGES } from '../../src/shared/api/projects';
import { describeEachDatabase, putProfile, signUp, uniqueName } from './helpers';
import { png } from './images';
import { call, newEntry, newProject, uploadProjectPhoto } from './project-api-helpers';

const clock = { now: Date.parse('2026-03-01T12:00:00Z') };

/** The build log (issue 36): entries, safe Markdown, techniques, the feed's filters and photos. */
describeEachDatabase(
  'costume projects: the build log and photos',
  (ctx) => {
    const app = () => ctx().app;

    it('entries: written, paged newest first, changed, deleted with their photos', async () => {
      const maker = await signUp(app());
      const { id } = await newProject(app(), maker.token, { visibility: 'everyone' });
      const first = await newEntry(app(), maker.token, id, {
        date: '2026-02-20',
        body: 'Patterned the **helmet**.',
        minutesSpent: 90,
        techniques: ['eva-foam', 'eva-foam', 'painting'],
      });
      expect(first).toMatchObject({
        projectId: id,
        date: '2026-02-20',
        html: '<p>Patterned the <strong>helmet</strong>.</p>',
        minutesSpent: 90,
        techniques: ['eva-foam', 'painting'],
        photos: [],
      });
      for (let i = 0; i < 21; i++) {
        clock.now += 1000;
        await newEntry(app(), maker.token, id, { date: '2026-02-25', body: `Day ${i}`, minutesSpent: 10 });
      }
      const url = `/api/projects/${id}/entries`;
      const one = (await call(app(), 'GET', url)).json();
      expect(one.entries).toHaveLength(20);
      expect(one.entries[0].body).toBe('Day 20');
      expect(one.next).toEqual(expect.any(String));
      const two = (await call(app(), 'GET', `${url}?before=${one.next}`)).json();
      expect(two.entries.map((e: { body: string }) => e.body)).toEqual([
        'Day 0',
        'Patterned the **helmet**.',
      ]);
      expect(two.next).toBeNull();
      const summary = (await call(app(), 'GET', `/api/projects/${id}`)).json();
      expect(summary).toMatchObject({ entries: 22, minutesSpent: 300, techniques: ['eva-foam', 'painting'] });

      const changed = await call(app(), 'PATCH', `${url}/${first.id}`, maker.token, {
        techniques: ['resin'],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        body: 'Patterned the **helmet**.',
        minutesSpent: 90,
        techniques: ['resin'],
      });
      const photo = (
        await uploadProjectPhoto(app(), maker.token, id, { alt: 'Pattern', entryId: String(first.id) })
      ).json();
      expect(photo).toMatchObject({ entryId: first.id, role: 'entry', alt: 'Pattern' });
      expect((await app().inject({ url: photo.src })).statusCode).toBe(200);
      expect((await call(app(), 'DELETE', `${url}/${first.id}`, maker.token)).statusCode).toBe(204);
      expect((await app().inject({ url: photo.src })).statusCode).toBe(404);
      const missing = await call(app(), 'PATCH', `${url}/${first.id}`, maker.token, { body: 'x' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(PROJECT_MESSAGES.entryNotFound);
    });

    it('Markdown that tries scripts, event handlers, javascript: links or others’ images gives no such markup', async () => {
      const maker = await signUp(app());
      const { id } = await newProject(app(), maker.token);
      const attacks = [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[click](javascript:alert(1))',
        '<a href="javascript:alert(1)">x</a>',
        '![tracker](https://evil.example/pixel.png)',
        '[ok](https://example.org/guide) and **bold**',
      ];
      const entry = await newEntry(app(), maker.token, id, { body: attacks.join('\n\n') });
      const html = entry.html as string;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toMatch(/<[^>]*\son\w+=/i);
      expect(html).not.toMatch(/<a [^>]*href="javascript:/i);
      expect(html).not.toContain('src="https://evil.example');
      expect(html).toContain(
        '<a href="https://example.org/guide" rel="nofollow ugc noopener noreferrer">ok</a>',
      );
      expect(html).toContain('<strong>bold</strong>');
      // The source comes back as typed, for editing.
      expect(entry.body).toBe(attacks.join('\n\n'));
      // A direction override is refused by name before anything is stored.
      const hidden = await call(app(), 'POST', `/api/projects/${id}/entries`, maker.token, {
        date: '2026-03-01',
        body: 'Looks fine \u202eevil',
      });
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().message).toMatch(/^Log entry /);
    });

    it('the feed filters by technique, series (any case), the maker’s state (any spelling) and status', async () => {
      const kansan = await signUp(app());
      expect((await putProfile(app(), kansan.userId, kansan.token, { state: 'Kansas' })).statusCode).toBe(
        200,
      );
      const dakotan = await signUp(app());
      expect(
        (await putProfile(app(), dakotan.userId, dakotan.token, { state: 'North Dakota' })).statusCode,
      ).toBe(200);
      const series = uniqueName('Arcane');
      const a = await newProject(app(), kansan.token, { series, visibility: 'everyone', status: 'building' });
      const b = await newProject(app(), dakotan.token, { series, visibility: 'everyone', status: 'done' });
      const foam = await newEntry(app(), kansan.token, a.id, { techniques: ['eva-foam'] });
      const wig = await newEntry(app(), dakotan.token, b.id, { techniques: ['wig-styling'] });
      const feed = async (query: string) => {
        const res = await call(app(), 'GET', `/api/projects?series=${series.toLowerCase()}${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().items.map((i: { entry: { id: number } }) => i.entry.id);
      };
      expect(await feed('')).toEqual([wig.id, foam.id]);
      expect(await feed('&technique=eva-foam')).toEqual([foam.id]);
      expect(await feed('&technique=not-a-technique')).toEqual([wig.id, foam.id]);
      for (const state of ['KS', 'kansas', 'Kansas'])
        expect(await feed(`&state=${encodeURIComponent(state)}`)).toEqual([foam.id]);
      for (const state of ['northdakota', 'North Dakota', 'nd'])
        expect(await feed(`&state=${encodeURIComponent(state)}`)).toEqual([wig.id]);
      expect(await feed('&state=Atlantis')).toEqual([]);
      expect(await feed('&status=done')).toEqual([wig.id]);
      const item = (await call(app(), 'GET', `/api/projects?series=${series}&status=done`)).json().items[0];
      expect(item).toMatchObject({
        state: 'North Dakota',
        project: { id: b.id, series },
        entry: { id: wig.id },
      });
      expect((await call(app(), 'GET', '/api/projects?series=nothing-like-it')).json()).toEqual({
        items: [],
        next: null,
      });
    });

    it('photos: alt text required, the entry must be this project’s, signed addresses only, cover, edit and delete', async () => {
      const maker = await signUp(app());
      const other = await signUp(app());
      const { id } = await newProject(app(), maker.token, { visibility: 'members' });
      const elsewhere = await newProject(app(), maker.token, { title: 'Another' });
      const foreign = await newEntry(app(), maker.token, elsewhere.id);
      const noAlt = await uploadProjectPhoto(app(), maker.token, id, { alt: ' ' });
      expect(noAlt.statusCode).toBe(400);
      expect(noAlt.json().message).toBe(PROJECT_MESSAGES.altRequired);
      const wrongEntry = await uploadProjectPhoto(app(), maker.token, id, {
        alt: 'x',
        entryId: String(foreign.id),
      });
      expect(wrongEntry.statusCode).toBe(400);
      expect((await uploadProjectPhoto(app(), other.token, id)).statusCode).toBe(403);

      const ref = await uploadProjectPhoto(app(), maker.token, id, {
        alt: 'Reference art',
        role: 'reference',
        credit: 'Riot',
      });
      expect(ref.statusCode, ref.body).toBe(201);
      const shot = (await uploadProjectPhoto(app(), maker.token, id, { alt: 'Finished suit' })).json();
      for (const src of [shot.src, shot.src480, shot.thumb]) {
        const image = await app().inject({ url: src });
        expect(image.statusCode, src).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['cache-control']).toBe('private, no-store');
      }
      expect((await app().inject({ url: `/api/project-photos/${shot.id}` })).statusCode).toBe(404);
      expect((await app().inject({ url: `${shot.src.replace(/sig=.{4}/, 'sig=AAAA')}` })).statusCode).toBe(
        404,
      );

      const badCover = await call(app(), 'PATCH', `/api/projects/${elsewhere.id}`, maker.token, {
        coverPhotoId: shot.id,
      });
      expect(badCover.statusCode).toBe(400);
      expect(badCover.json().message).toBe(PROJECT_MESSAGES.notYourPhoto);
      const covered = (
        await call(app(), 'PATCH', `/api/projects/${id}`, maker.token, { coverPhotoId: shot.id })
      ).json();
      expect(covered.cover).toMatchObject({ id: shot.id, alt: 'Finished suit' });
      expect(covered.referencePhotos).toMatchObject([
        { id: ref.json().id, credit: 'Riot', role: 'reference' },
      ]);

      const edit = await call(app(), 'PATCH', `/api/project-photos/${shot.id}`, other.token, { alt: 'Mine' });
      expect(edit.statusCode).toBe(403);
      const edited = await call(app(), 'PATCH', `/api/project-photos/${shot.id}`, maker.token, {
        credit: 'Photo: Sam',
      });
      expect(edited.json()).toMatchObject({ alt: 'Finished suit', credit: 'Photo: Sam' });
      expect((await call(app(), 'DELETE', `/api/project-photos/${shot.id}`, other.token)).statusCode).toBe(
        403,
      );
      expect((await call(app(), 'DELETE', `/api/project-photos/${shot.id}`, maker.token)).statusCode).toBe(
        204,
      );
      expect((await call(app(), 'GET', `/api/projects/${id}`, maker.token)).json().cover).toBeNull();
      expect((await call(app(), 'DELETE', `/api/project-photos/${shot.id}`, maker.token)).statusCode).toBe(
        404,
      );
    });

    it(`an entry holds at most ${PROJECT_LIMITS.entryPhotos} photos`, async () => {
      const maker = await signUp(app());
      const { id } = await newProject(app(), maker.token);
      const entry = await newEntry(app(), maker.token, id);
      const image = await png(48, 32);
      for (let i = 0; i < PROJECT_LIMITS.entryPhotos; i++) {
        const res = await uploadProjectPhoto(
          app(),
          maker.token,
          id,
          { alt: `Step ${i}`, entryId: String(entry.id) },
          image,
        );
        expect(res.statusCode, res.body).toBe(201);
      }
      const full = await uploadProjectPhoto(
        app(),
        maker.token,
        id,
        { alt: 'One more', entryId: String(entry.id) },
        image,
      );
      expect(full.statusCode).toBe(400);
      expect(full.json().message).toBe(PROJECT_MESSAGES.entryPhotosFull);
      // The project itself still takes photos.
      expect((await uploadProjectPhoto(app(), maker.token, id, { alt: 'Cover' }, image)).statusCode).toBe(
        201,
      );
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
