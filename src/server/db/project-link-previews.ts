import { type Kysely, sql } from 'kysely';
import { projectVisibleTo } from './project-visibility';
import type { Database } from './schema';

/** What a project page's head is made of: a project anyone may see, by a findable maker. */
export interface ProjectPageFacts {
  id: number;
  title: string;
  character: string;
  series: string;
  description: string;
  status: string;
  firstname: string;
  username: string;
  cover_photo_id: string | null;
  updated_at: number;
}

/** What a tutorial page's head is made of: a published tutorial of such a project. */
export interface TutorialPageFacts {
  id: number;
  title: string;
  intro: string;
  project_id: number;
  project_title: string;
  character: string;
  series: string;
  firstname: string;
  username: string;
  cover_photo_id: string | null;
  updated_at: number;
}

/**
 * The project reads behind link previews and the sitemap (issue 36). A project has a preview, a
 * cover image for it and a sitemap address only when a visitor may see it (`projectVisibleTo(null)`)
 * and its maker may be found and indexed (listed, indexable), as profiles. A tutorial likewise,
 * once published and not hidden: its page shows the project's cover.
 */
export function projectLinkPreviews(db: Kysely<Database>) {
  const openProjects = () =>
    db
      .selectFrom('projects as pr')
      .innerJoin('users as u', 'u.id', 'pr.owner_id')
      .where(projectVisibleTo(null))
      .where('u.listed', '=', 1)
      .where('u.indexable', '=', 1);
  /** Tutorials of open projects that are published and not hidden (issue 36 item 6). */
  const openTutorials = () =>
    openProjects()
      .innerJoin('project_tutorials as t', 't.project_id', 'pr.id')
      .where('t.published_at', 'is not', null)
      .where('t.hidden_at', 'is', null);

  return {
    async publicProject(id: number): Promise<ProjectPageFacts | undefined> {
      const row = await openProjects()
        .select([
          'pr.id',
          'pr.title',
          'pr.character',
          'pr.series',
          'pr.description',
          'pr.status',
          'pr.cover_photo_id',
          'pr.updated_at',
          'u.firstname',
          'u.username',
        ])
        .where('pr.id', '=', id)
        .executeTakeFirst();
      return row && { ...row, updated_at: Number(row.updated_at) };
    },

    /** The cover's stored display copy, when the project is open and its cover one of its photos. */
    async publicProjectCover(id: number, photoId: string): Promise<Buffer | undefined> {
      const row = await openProjects()
        .innerJoin('project_photos as ph', (join) =>
          join.onRef('ph.project_id', '=', 'pr.id').on('ph.id', '=', sql<string>`pr.cover_photo_id`),
        )
        .select('ph.display')
        .where('pr.id', '=', id)
        .where('ph.id', '=', photoId)
        .executeTakeFirst();
      return row?.display;
    },

    async countProjects(): Promise<number> {
      const row = await openProjects()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A slice of the open projects by id: `key` is the project's id. */
    async projects(offset: number, limit: number): Promise<{ key: string; updated_at: number }[]> {
      const rows = await openProjects()
        .select(['pr.id', 'pr.updated_at'])
        .orderBy('pr.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ key: String(r.id), updated_at: Number(r.updated_at) }));
    },

    async publicTutorial(id: number): Promise<TutorialPageFacts | undefined> {
      const row = await openTutorials()
        .select([
          't.id',
          't.title',
          't.intro',
          't.updated_at',
          'pr.id as project_id',
          'pr.title as project_title',
          'pr.character',
          'pr.series',
          'pr.cover_photo_id',
          'u.firstname',
          'u.username',
        ])
        .where('t.id', '=', id)
        .executeTakeFirst();
      return row && { ...row, project_id: Number(row.project_id), updated_at: Number(row.updated_at) };
    },

    async countTutorials(): Promise<number> {
      const row = await openTutorials()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A slice of the open tutorials by id: `key` is the tutorial's id. */
    async tutorials(offset: number, limit: number): Promise<{ key: string; updated_at: number }[]> {
      const rows = await openTutorials()
        .select(['t.id', 't.updated_at'])
        .orderBy('t.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ key: String(r.id), updated_at: Number(r.updated_at) }));
    },
  };
}
