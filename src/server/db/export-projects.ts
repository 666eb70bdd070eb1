import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The export's reads of the member's own costume projects (issue 36 item 7): every project they
 * keep, whatever its visibility and whether an organiser hid it, with its plan lists, log entries,
 * techniques and photos' texts, and its tutorial. Every read is bound to the member as the projects' owner, so
 * another member's project can never reach their archive. Photo bytes are read one at a time, as
 * the archive reaches each.
 */
export function projectExportQueries(db: Kysely<Database>) {
  const owned = (userId: number) =>
    db.selectFrom('projects as pr').where('pr.owner_id', '=', userId).select('pr.id');

  /** The projects' tutorials, their steps in order and the steps' photos in order (issue 36 item 6). */
  const tutorialRows = async (userId: number) => {
    const ownTutorials = db
      .selectFrom('project_tutorials')
      .select('id')
      .where('project_id', 'in', owned(userId));
    const [tutorials, steps, stepPhotos] = await Promise.all([
      db
        .selectFrom('project_tutorials')
        .select([
          'id',
          'project_id',
          'title',
          'intro',
          'published_at',
          'hidden_at',
          'created_at',
          'updated_at',
        ])
        .where('project_id', 'in', owned(userId))
        .execute(),
      db
        .selectFrom('project_tutorial_steps')
        .select(['id', 'tutorial_id', 'entry_id', 'title', 'body', 'calculator'])
        .where('tutorial_id', 'in', ownTutorials)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('project_tutorial_step_photos as sp')
        .innerJoin('project_tutorial_steps as s', 's.id', 'sp.step_id')
        .select(['sp.step_id', 'sp.photo_id'])
        .where('s.tutorial_id', 'in', ownTutorials)
        .orderBy('sp.step_id')
        .orderBy('sp.position')
        .execute(),
    ]);
    return { tutorials, steps, stepPhotos };
  };

  return {
    async projects(userId: number) {
      const projects = await db
        .selectFrom('projects as pr')
        .leftJoin('conventions as c', 'c.id', 'pr.convention_id')
        .selectAll('pr')
        .select(['c.slug as conSlug', 'c.name as conName'])
        .where('pr.owner_id', '=', userId)
        .orderBy('pr.id')
        .execute();
      const [references, components, materials, tasks, entries, techniques, photos] = await Promise.all([
        db
          .selectFrom('project_references')
          .select(['project_id', 'url', 'note'])
          .where('project_id', 'in', owned(userId))
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_components')
          .select(['project_id', 'name', 'status'])
          .where('project_id', 'in', owned(userId))
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_materials')
          .select(['project_id', 'name', 'status', 'quantity', 'unit', 'unit_cost_cents', 'shop', 'url'])
          .where('project_id', 'in', owned(userId))
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_tasks')
          .select(['project_id', 'title', 'estimate_minutes', 'done_at'])
          .where('project_id', 'in', owned(userId))
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_entries')
          .select([
            'id',
            'project_id',
            'entry_date',
            'body',
            'minutes_spent',
            'created_at',
            'updated_at',
            'hidden_at',
          ])
          .where('project_id', 'in', owned(userId))
          .orderBy('entry_date')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('project_entry_techniques as t')
          .innerJoin('project_entries as e', 'e.id', 't.entry_id')
          .select(['t.entry_id', 't.technique'])
          .where('e.project_id', 'in', owned(userId))
          .orderBy('t.technique')
          .execute(),
        // Texts only: the bytes are read by photo() when the archive reaches each file.
        db
          .selectFrom('project_photos')
          .select(['id', 'project_id', 'entry_id', 'role', 'width', 'height', 'alt', 'credit', 'created_at'])
          .where('project_id', 'in', owned(userId))
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ]);
      const tutorials = await tutorialRows(userId);
      return {
        projects,
        references,
        components,
        materials,
        tasks,
        entries,
        techniques,
        photos,
        ...tutorials,
      };
    },

    /** The full-size (display) copy of one of the member's project photos. */
    async projectPhoto(userId: number, photoId: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('project_photos as p')
        .innerJoin('projects as pr', 'pr.id', 'p.project_id')
        .select('p.display')
        .where('pr.owner_id', '=', userId)
        .where('p.id', '=', photoId)
        .executeTakeFirst();
      return row?.display;
    },
  };
}

export type ProjectExportRows = Awaited<ReturnType<ReturnType<typeof projectExportQueries>['projects']>>;
