import type { Kysely } from 'kysely';
import { isUniqueViolation } from './con-group-claims';
import type { Dialect } from './dialect';
import { projectVisibleTo } from './project-visibility';
import type { Database } from './schema';
import type { Trx } from './transaction';
import { insertStep, type NewStep, tutorialStepWrites } from './tutorial-step-writes';

export interface TutorialListFilter {
  calculator?: string;
  technique?: string;
}

const PHOTO_COLUMNS = [
  'p.id',
  'p.project_id',
  'p.entry_id',
  'p.role',
  'p.width',
  'p.height',
  'p.alt',
  'p.credit',
] as const;

/**
 * Tutorials (migration 037): one per project, its ordered steps and their photos. Reads others
 * can reach apply projectVisibleTo and "published, not hidden" in the query (the maker sees
 * drafts and hidden ones). Step writes (tutorial-step-writes.ts) run under the tutorial’s row lock, so
 * positions and the step cap hold under concurrent writes; every write sets its updated_at.
 */
export function tutorialsRepo(db: Kysely<Database>, dialect: Dialect) {
  /** Tutorials with their project and maker, as the viewer may see them. */
  const visibleTutorials = (viewerId: number | null) =>
    db
      .selectFrom('project_tutorials as t')
      .innerJoin('projects as pr', 'pr.id', 't.project_id')
      .innerJoin('users as u', 'u.id', 'pr.owner_id')
      .where(projectVisibleTo(viewerId))
      .where((eb) =>
        eb.or([
          eb('pr.owner_id', '=', viewerId ?? -1),
          eb.and([eb('t.published_at', 'is not', null), eb('t.hidden_at', 'is', null)]),
        ]),
      );

  return {
    ...tutorialStepWrites(db, dialect),

    /**
     * A project's tutorial with its first steps; undefined when the project has one already
     * (the unique index decides, so concurrent creations cannot both pass).
     */
    async create(
      projectId: number,
      values: { title: string; intro: string },
      steps: readonly NewStep[],
      now: number,
    ): Promise<number | undefined> {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('project_tutorials')
            .values({ ...values, project_id: projectId, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          for (const [position, step] of steps.entries()) await insertStep(trx, row.id, step, position, now);
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** The tutorial with its project and maker, when the viewer may see it. */
    async one(tutorialId: number, viewerId: number | null) {
      return visibleTutorials(viewerId)
        .selectAll('t')
        .select([
          'pr.owner_id',
          'pr.title as project_title',
          'pr.character',
          'pr.series',
          'pr.visibility',
          'pr.cover_photo_id',
          'u.username',
          'u.firstname',
        ])
        .where('t.id', '=', tutorialId)
        .executeTakeFirst();
    },

    /** The project's tutorial (id and state), when the viewer may see it. */
    async ofProject(projectId: number, viewerId: number | null) {
      return visibleTutorials(viewerId)
        .select(['t.id', 't.published_at'])
        .where('t.project_id', '=', projectId)
        .executeTakeFirst();
    },

    /** The tutorial with its project's maker (no visibility rule: for the maker's own writes). */
    async ownerOf(tutorialId: number) {
      return db
        .selectFrom('project_tutorials as t')
        .innerJoin('projects as pr', 'pr.id', 't.project_id')
        .select(['t.id', 't.project_id', 'pr.owner_id'])
        .where('t.id', '=', tutorialId)
        .executeTakeFirst();
    },

    async steps(tutorialId: number) {
      return db
        .selectFrom('project_tutorial_steps')
        .select(['id', 'position', 'entry_id', 'title', 'body', 'calculator'])
        .where('tutorial_id', '=', tutorialId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /**
     * The steps' photos in order, only those of the tutorial's own project; a photo of a log
     * entry an organiser hid shows to the maker only, as in the log.
     */
    async stepPhotos(tutorialId: number, viewerId: number | null) {
      return db
        .selectFrom('project_tutorial_step_photos as sp')
        .innerJoin('project_tutorial_steps as s', 's.id', 'sp.step_id')
        .innerJoin('project_tutorials as t', 't.id', 's.tutorial_id')
        .innerJoin('projects as pr', 'pr.id', 't.project_id')
        .innerJoin('project_photos as p', (join) =>
          join.onRef('p.id', '=', 'sp.photo_id').onRef('p.project_id', '=', 't.project_id'),
        )
        .leftJoin('project_entries as e', 'e.id', 'p.entry_id')
        .select(PHOTO_COLUMNS)
        .select('sp.step_id')
        .where('t.id', '=', tutorialId)
        .where((eb) => eb.or([eb('e.hidden_at', 'is', null), eb('pr.owner_id', '=', viewerId ?? -1)]))
        .orderBy('sp.step_id')
        .orderBy('sp.position')
        .execute();
    },

    /** The techniques of the entries the steps came from (shown ones only). */
    async techniques(tutorialId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('project_entry_techniques as et')
        .innerJoin('project_entries as e', 'e.id', 'et.entry_id')
        .innerJoin('project_tutorial_steps as s', 's.entry_id', 'e.id')
        .select('et.technique')
        .distinct()
        .where('s.tutorial_id', '=', tutorialId)
        .where('e.hidden_at', 'is', null)
        .orderBy('et.technique')
        .execute();
      return rows.map((r) => r.technique);
    },

    /** Which of these ids are shown log entries of the project, by entry date then id. */
    async entriesOf(projectId: number, entryIds: readonly number[]) {
      if (entryIds.length === 0) return [];
      return db
        .selectFrom('project_entries')
        .select(['id', 'body'])
        .where('project_id', '=', projectId)
        .where('id', 'in', [...entryIds])
        .where('hidden_at', 'is', null)
        .orderBy('entry_date')
        .orderBy('id')
        .execute();
    },

    /** How many of these photo ids are the project's photos. */
    async countProjectPhotos(projectId: number, photoIds: readonly string[]): Promise<number> {
      if (photoIds.length === 0) return 0;
      const { n } = await db
        .selectFrom('project_photos')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('project_id', '=', projectId)
        .where('id', 'in', [...photoIds])
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Title, intro, and published (true keeps the first date, false clears it). */
    async update(
      tutorialId: number,
      change: { title?: string; intro?: string; published?: boolean },
      now: number,
    ): Promise<void> {
      const { published, ...texts } = change;
      await db
        .updateTable('project_tutorials')
        .set((eb) => ({
          ...texts,
          updated_at: now,
          ...(published === true && { published_at: eb.fn.coalesce('published_at', eb.val(now)) }),
          ...(published === false && { published_at: null }),
        }))
        .where('id', '=', tutorialId)
        .execute();
    },

    async remove(tutorialId: number): Promise<void> {
      await db.deleteFrom('project_tutorials').where('id', '=', tutorialId).execute();
    },

    /** Published tutorials the viewer may see, newest published first, with their step counts. */
    async list(viewerId: number | null, filter: TutorialListFilter, limit: number) {
      let query = visibleTutorials(viewerId)
        .where('t.published_at', 'is not', null)
        .where('t.hidden_at', 'is', null)
        .select(['t.id', 't.title', 't.published_at', 'pr.id as project_id', 'pr.cover_photo_id'])
        .select(['u.username', 'u.firstname'])
        .select((eb) =>
          eb
            .selectFrom('project_tutorial_steps as s')
            .select((inner) => inner.fn.countAll<string | number>().as('n'))
            .whereRef('s.tutorial_id', '=', 't.id')
            .as('steps'),
        );
      const { calculator, technique } = filter;
      if (calculator)
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('project_tutorial_steps as s')
              .select('s.id')
              .whereRef('s.tutorial_id', '=', 't.id')
              .where('s.calculator', '=', calculator),
          ),
        );
      if (technique)
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('project_tutorial_steps as s')
              .innerJoin('project_entry_techniques as et', 'et.entry_id', 's.entry_id')
              .select('s.id')
              .whereRef('s.tutorial_id', '=', 't.id')
              .where('et.technique', '=', technique),
          ),
        );
      return query.orderBy('t.published_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
    },

    /** Any tutorial with its maker, hidden or not (organisers). */
    async moderated(tutorialId: number) {
      return db
        .selectFrom('project_tutorials as t')
        .innerJoin('projects as pr', 'pr.id', 't.project_id')
        .innerJoin('users as u', 'u.id', 'pr.owner_id')
        .select(['t.id', 't.title', 't.project_id', 'pr.owner_id', 'u.username'])
        .where('t.id', '=', tutorialId)
        .executeTakeFirst();
    },

    /** Hides (`at`) or shows again (null) a tutorial; false when it already was so. */
    async setHidden(trx: Trx, tutorialId: number, at: number | null): Promise<boolean> {
      const result = await trx
        .updateTable('project_tutorials')
        .set({ hidden_at: at })
        .where('id', '=', tutorialId)
        .where('hidden_at', at === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type TutorialsRepo = ReturnType<typeof tutorialsRepo>;
export type TutorialRow = NonNullable<Awaited<ReturnType<TutorialsRepo['one']>>>;
