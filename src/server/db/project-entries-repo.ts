import type { Kysely } from 'kysely';
import { notMutedBy } from './member-relations';
import { entryShown, projectVisibleTo } from './project-visibility';
import type { Database } from './schema';
import type { Trx } from './transaction';

export interface EntryValues {
  entry_date?: string;
  body?: string;
  minutes_spent?: number;
}

/** The feed's filters, as features/projects resolved them (a state by its full name). */
export interface FeedFilter {
  technique?: string;
  series?: string;
  state?: string;
  status?: string;
}

/** A page's position: the last item's sort key and id. */
export interface EntryCursor {
  key: string | number;
  id: number;
}

const ENTRY_COLUMNS = [
  'e.id',
  'e.project_id',
  'e.entry_date',
  'e.body',
  'e.minutes_spent',
  'e.created_at',
  'e.updated_at',
  'e.hidden_at',
] as const;

/**
 * A project's build log (migration 034): dated entries with their techniques, and the club's
 * feed of recent entries. Reads join the project and its maker and apply projectVisibleTo and
 * entryShown, so privacy is decided in the query. Every write sets the project's updated_at.
 */
export function projectEntriesRepo(db: Kysely<Database>) {
  const touch = (trx: Trx, projectId: number, now: number) =>
    trx.updateTable('projects').set({ updated_at: now }).where('id', '=', projectId).execute();
  const setTechniques = async (trx: Trx, entryId: number, techniques: readonly string[]) => {
    await trx.deleteFrom('project_entry_techniques').where('entry_id', '=', entryId).execute();
    if (techniques.length > 0)
      await trx
        .insertInto('project_entry_techniques')
        .values([...new Set(techniques)].map((technique) => ({ entry_id: entryId, technique })))
        .execute();
  };
  const visibleEntries = (viewerId: number | null) =>
    db
      .selectFrom('project_entries as e')
      .innerJoin('projects as pr', 'pr.id', 'e.project_id')
      .innerJoin('users as u', 'u.id', 'pr.owner_id')
      .select(ENTRY_COLUMNS)
      .where(projectVisibleTo(viewerId))
      .where(entryShown(viewerId));

  return {
    /** One page of a project's log the viewer may see: newest day first, then newest id. */
    async page(projectId: number, viewerId: number | null, before: EntryCursor | undefined, limit: number) {
      let query = visibleEntries(viewerId).where('e.project_id', '=', projectId);
      if (before)
        query = query.where((eb) =>
          eb.or([
            eb('e.entry_date', '<', String(before.key)),
            eb.and([eb('e.entry_date', '=', String(before.key)), eb('e.id', '<', before.id)]),
          ]),
        );
      return query.orderBy('e.entry_date', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
    },

    /** One entry of this project as the viewer may see it. */
    async one(projectId: number, entryId: number, viewerId: number | null) {
      return visibleEntries(viewerId)
        .where('e.project_id', '=', projectId)
        .where('e.id', '=', entryId)
        .executeTakeFirst();
    },

    /**
     * The club's feed: recent entries of projects the viewer may see that are not private (even
     * to their maker: it is the club's feed), hidden entries left out, newest first.
     */
    async feed(viewerId: number | null, filter: FeedFilter, before: EntryCursor | undefined, limit: number) {
      let query = visibleEntries(viewerId)
        .where('pr.visibility', '<>', 'private')
        .where('e.hidden_at', 'is', null)
        .where('pr.hidden_at', 'is', null)
        // Makers the viewer muted leave their feed (their projects still open; migration 038).
        .where(notMutedBy(viewerId, 'pr.owner_id'));
      const { technique, series, state, status } = filter;
      if (technique)
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('project_entry_techniques as t')
              .select('t.entry_id')
              .whereRef('t.entry_id', '=', 'e.id')
              .where('t.technique', '=', technique),
          ),
        );
      if (series) query = query.where((eb) => eb(eb.fn('lower', ['pr.series']), '=', series.toLowerCase()));
      if (state)
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('member_states as ms')
              .select('ms.user_id')
              .whereRef('ms.user_id', '=', 'pr.owner_id')
              .where('ms.state', '=', state),
          ),
        );
      if (status) query = query.where('pr.status', '=', status);
      if (before)
        query = query.where((eb) =>
          eb.or([
            eb('e.created_at', '<', Number(before.key)),
            eb.and([eb('e.created_at', '=', Number(before.key)), eb('e.id', '<', before.id)]),
          ]),
        );
      return query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
    },

    /** The techniques of these entries (one query for a page). */
    async techniquesOf(entryIds: readonly number[]) {
      if (entryIds.length === 0) return [];
      return db
        .selectFrom('project_entry_techniques')
        .select(['entry_id', 'technique'])
        .where('entry_id', 'in', [...entryIds])
        .orderBy('technique')
        .execute();
    },

    /** The techniques used in the project's entries the viewer may see. */
    async techniquesOfProject(projectId: number, viewerId: number | null): Promise<string[]> {
      const rows = await db
        .selectFrom('project_entry_techniques as t')
        .innerJoin('project_entries as e', 'e.id', 't.entry_id')
        .innerJoin('projects as pr', 'pr.id', 'e.project_id')
        .select('t.technique')
        .distinct()
        .where('e.project_id', '=', projectId)
        .where(entryShown(viewerId))
        .orderBy('t.technique')
        .execute();
      return rows.map((r) => r.technique);
    },

    async add(
      projectId: number,
      values: Required<EntryValues>,
      techniques: readonly string[],
      now: number,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('project_entries')
          .values({ ...values, project_id: projectId, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setTechniques(trx, row.id, techniques);
        await touch(trx, projectId, now);
        return row.id;
      });
    },

    /** Changes an entry of this project (techniques replaced when given); false when there is none. */
    async update(
      projectId: number,
      entryId: number,
      values: EntryValues,
      techniques: readonly string[] | undefined,
      now: number,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('project_entries')
          .set({ ...values, updated_at: now })
          .where('id', '=', entryId)
          .where('project_id', '=', projectId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        if (techniques) await setTechniques(trx, entryId, techniques);
        await touch(trx, projectId, now);
        return true;
      });
    },

    /** Deletes an entry of this project; its techniques and photos go with it (cascade). */
    async remove(projectId: number, entryId: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('project_entries')
          .where('id', '=', entryId)
          .where('project_id', '=', projectId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await touch(trx, projectId, now);
        return true;
      });
    },
  };
}

export type ProjectEntriesRepo = ReturnType<typeof projectEntriesRepo>;
export type EntryRow = Awaited<ReturnType<ProjectEntriesRepo['page']>>[number];
