import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { insertEntry, insertProject, insertProjectPhoto } from './project-helpers';
import { unzip } from './zip-helpers';

const clock = { now: Date.parse('2026-05-20T12:00:00Z') };

interface ExportedPhoto {
  file: string;
  alt: string;
  credit: string;
  width: number;
  height: number;
  role?: string;
}
interface ExportedProject {
  id: number;
  folder: string;
  title: string;
  visibility: string;
  cover: string | null;
  hiddenByOrganisers: boolean;
  photos: ExportedPhoto[];
  entries: Array<{ id: number; date: string; body: string; techniques: string[]; photos: ExportedPhoto[] }>;
  [field: string]: unknown;
}

/** The member's costume projects in their archive (issue 36 item 7): theirs only, all of them. */
describeEachDatabase(
  'data export: the member’s projects',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const archiveOf = async (token: string) => {
      const res = await app().inject({ url: '/api/me/export', headers: bearer(token) });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return unzip(res.rawPayload);
    };
    const projectsIn = (files: Map<string, Buffer>) =>
      JSON.parse(files.get('projects.json')?.toString('utf8') ?? 'null') as ExportedProject[];

    it('holds every field, plan list, entry with its Markdown and techniques, and every photo full size', async () => {
      const m = await signUp(app());
      const project = await insertProject(app(), m.userId, {
        title: 'Mercy (Overwatch) – wings!',
        budgetCents: 30_000,
      });
      const { db } = app().deps.database;
      const now = clock.now;
      await db
        .insertInto('project_references')
        .values({ project_id: project, url: 'https://example.org/ref', note: 'Back view', created_at: now })
        .execute();
      await db
        .insertInto('project_components')
        .values({ project_id: project, name: 'Wings', status: 'building', created_at: now })
        .execute();
      await db
        .insertInto('project_materials')
        .values({
          project_id: project,
          name: 'EVA foam',
          status: 'ordered',
          quantity: 1.5,
          unit: 'sheets',
          unit_cost_cents: 1299,
          shop: 'Foam Co',
          url: '',
          created_at: now,
        })
        .execute();
      await db
        .insertInto('project_tasks')
        .values({
          project_id: project,
          title: 'Cut feathers',
          estimate_minutes: 240,
          done_at: now,
          created_at: now,
        })
        .execute();
      const first = await insertEntry(app(), project, {
        date: '2026-05-12',
        body: 'Cut the **wing** feathers.\n\n- left\n- right',
        minutesSpent: 90,
        techniques: ['eva-foam', 'painting'],
      });
      const second = await insertEntry(app(), project, { date: '2026-05-14', techniques: [] });
      // A second apart, so their order (by upload) is known.
      const photo = (fields: Parameters<typeof insertProjectPhoto>[2]) => {
        clock.now += 1000;
        return insertProjectPhoto(app(), project, fields);
      };
      const cover = await photo({ role: 'project', seed: 11, alt: 'Finished wings' });
      const reference = await photo({ role: 'reference', seed: 12 });
      const inFirst = [
        await photo({ entryId: first, seed: 13, alt: 'Left wing' }),
        await photo({ entryId: first, seed: 14, alt: 'Right wing' }),
      ];
      await db.updateTable('projects').set({ cover_photo_id: cover.id }).where('id', '=', project).execute();

      const files = await archiveOf(m.token);
      const [exported] = projectsIn(files);
      const folder = `projects/${project}-mercy-overwatch-wings/`;
      expect(exported).toMatchObject({
        id: project,
        folder,
        title: 'Mercy (Overwatch) – wings!',
        character: 'Mercy',
        series: 'Overwatch',
        kind: 'costume',
        status: 'building',
        visibility: 'everyone',
        description: 'Wings first, then the staff.',
        con: null,
        targetDate: '2026-07-04',
        budgetCents: 30_000,
        cover: `${folder}photos/project-1.webp`,
        hiddenByOrganisers: false,
        createdAt: new Date(now).toISOString(),
        finishedAt: null,
        references: [{ url: 'https://example.org/ref', note: 'Back view' }],
        components: [{ name: 'Wings', status: 'building' }],
        materials: [
          {
            name: 'EVA foam',
            status: 'ordered',
            quantity: 1.5,
            unit: 'sheets',
            unitCostCents: 1299,
            shop: 'Foam Co',
            url: '',
          },
        ],
        tasks: [
          { title: 'Cut feathers', estimateMinutes: 240, done: true, doneAt: new Date(now).toISOString() },
        ],
        photos: [
          {
            role: 'project',
            file: `${folder}photos/project-1.webp`,
            alt: 'Finished wings',
            credit: 'Photo: Sam',
          },
          { role: 'reference', file: `${folder}photos/reference-1.webp` },
        ],
      });
      expect(exported!.entries).toEqual([
        expect.objectContaining({
          id: first,
          date: '2026-05-12',
          body: 'Cut the **wing** feathers.\n\n- left\n- right',
          minutesSpent: 90,
          techniques: ['eva-foam', 'painting'],
          hiddenByOrganisers: false,
          photos: [
            expect.objectContaining({
              file: `${folder}log/2026-05-12-entry-${first}/photo-1.webp`,
              alt: 'Left wing',
            }),
            expect.objectContaining({
              file: `${folder}log/2026-05-12-entry-${first}/photo-2.webp`,
              alt: 'Right wing',
            }),
          ],
        }),
        expect.objectContaining({ id: second, date: '2026-05-14', techniques: [], photos: [] }),
      ]);
      // Each file is the stored full-size copy, byte for byte.
      expect(files.get(`${folder}photos/project-1.webp`)).toEqual(cover.display);
      expect(files.get(`${folder}photos/reference-1.webp`)).toEqual(reference.display);
      expect(files.get(`${folder}log/2026-05-12-entry-${first}/photo-1.webp`)).toEqual(inFirst[0]!.display);
      expect(files.get(`${folder}log/2026-05-12-entry-${first}/photo-2.webp`)).toEqual(inFirst[1]!.display);
      expect([...files.keys()].filter((name) => name.startsWith('projects/'))).toHaveLength(4);
    });

    it('holds the member’s private and hidden projects, and never another member’s', async () => {
      const m = await signUp(app());
      const other = await signUp(app());
      const privateOne = await insertProject(app(), m.userId, {
        title: 'Secret build',
        visibility: 'private',
      });
      const hidden = await insertProject(app(), m.userId, { title: 'Hidden build' });
      await app()
        .deps.database.db.updateTable('projects')
        .set({ hidden_at: clock.now })
        .where('id', '=', hidden)
        .execute();
      const theirs = await insertProject(app(), other.userId, {
        title: 'Their public build',
        description: 'THEIRS-ONLY',
      });
      const theirEntry = await insertEntry(app(), theirs, { body: 'THEIR-ENTRY-TEXT' });
      const theirPhoto = await insertProjectPhoto(app(), theirs, { entryId: theirEntry, seed: 99 });

      const files = await archiveOf(m.token);
      const projects = projectsIn(files);
      expect(projects.map((p) => [p.id, p.title, p.visibility, p.hiddenByOrganisers])).toEqual([
        [privateOne, 'Secret build', 'private', false],
        [hidden, 'Hidden build', 'everyone', true],
      ]);
      const everything = Buffer.concat([...files.values()]);
      for (const text of ['Their public build', 'THEIRS-ONLY', 'THEIR-ENTRY-TEXT', theirPhoto.id])
        expect(everything.toString('latin1')).not.toContain(text);
      expect(everything.includes(theirPhoto.display)).toBe(false);
      // And theirs holds theirs alone.
      const theirsOnly = projectsIn(await archiveOf(other.token));
      expect(theirsOnly.map((p) => p.id)).toEqual([theirs]);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
