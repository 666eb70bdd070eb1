import type { Kysely } from 'kysely';
import { entryShown, projectVisibleTo } from './project-visibility';
import type { Database } from './schema';
import type { Trx } from './transaction';

/** A project or log entry with its maker, as a report or an organiser's act needs it. */
export interface ModeratedProject {
  id: number;
  title: string;
  ownerId: number;
  ownerUsername: string;
  hidden: boolean;
}
export interface ModeratedEntry extends ModeratedProject {
  entryId: number;
  /** YYYY-MM-DD */
  entryDate: string;
}

type Db = Kysely<Database> | Trx;

const asProject = (
  r: { id: number; title: string; owner_id: number; username: string },
  hidden: unknown,
) => ({
  id: r.id,
  title: r.title,
  ownerId: r.owner_id,
  ownerUsername: r.username,
  hidden: hidden !== null,
});

/**
 * Reports of projects and log entries, and the organisers' hiding of them (issue 36 item 8). A
 * member reports only what they may see (`projectVisibleTo`, `entryShown`); organisers reach any
 * project by id. Hiding sets `hidden_at`, which every read others make leaves out.
 */
export function projectModerationRepo(db: Kysely<Database>) {
  const projects = (d: Db) =>
    d
      .selectFrom('projects as pr')
      .innerJoin('users as u', 'u.id', 'pr.owner_id')
      .select(['pr.id', 'pr.title', 'pr.owner_id', 'u.username', 'pr.hidden_at']);
  const entries = (d: Db) =>
    projects(d)
      .innerJoin('project_entries as e', 'e.project_id', 'pr.id')
      .select(['e.id as entryId', 'e.entry_date', 'e.hidden_at as entryHiddenAt']);

  return {
    /** The project when the viewer may see it (its maker always may). */
    async visibleProject(viewerId: number, projectId: number): Promise<ModeratedProject | undefined> {
      const row = await projects(db)
        .where('pr.id', '=', projectId)
        .where(projectVisibleTo(viewerId))
        .executeTakeFirst();
      return row && asProject(row, row.hidden_at);
    },

    /** The project's log entry when the viewer may see both. */
    async visibleEntry(
      viewerId: number,
      projectId: number,
      entryId: number,
    ): Promise<ModeratedEntry | undefined> {
      const row = await entries(db)
        .where('pr.id', '=', projectId)
        .where('e.id', '=', entryId)
        .where(projectVisibleTo(viewerId))
        .where(entryShown(viewerId))
        .executeTakeFirst();
      return row && { ...asProject(row, row.entryHiddenAt), entryId: row.entryId, entryDate: row.entry_date };
    },

    /** Any project, hidden or not (organisers). */
    async project(projectId: number, trx?: Trx): Promise<ModeratedProject | undefined> {
      const row = await projects(trx ?? db)
        .where('pr.id', '=', projectId)
        .executeTakeFirst();
      return row && asProject(row, row.hidden_at);
    },

    /** Any log entry of the project, hidden or not (organisers); `hidden` is the entry's own. */
    async entry(projectId: number, entryId: number, trx?: Trx): Promise<ModeratedEntry | undefined> {
      const row = await entries(trx ?? db)
        .where('pr.id', '=', projectId)
        .where('e.id', '=', entryId)
        .executeTakeFirst();
      return row && { ...asProject(row, row.entryHiddenAt), entryId: row.entryId, entryDate: row.entry_date };
    },

    /** Hides (`at`) or shows again (null) a project; false when it already was so. */
    async setProjectHidden(trx: Trx, projectId: number, at: number | null): Promise<boolean> {
      const result = await trx
        .updateTable('projects')
        .set({ hidden_at: at })
        .where('id', '=', projectId)
        .where('hidden_at', at === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Hides (`at`) or shows again (null) a log entry; false when it already was so. */
    async setEntryHidden(trx: Trx, entryId: number, at: number | null): Promise<boolean> {
      const result = await trx
        .updateTable('project_entries')
        .set({ hidden_at: at })
        .where('id', '=', entryId)
        .where('hidden_at', at === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ProjectModerationRepo = ReturnType<typeof projectModerationRepo>;
