import type { Kysely } from 'kysely';
import { projectVisibleTo } from './project-visibility';
import type { Database } from './schema';

/**
 * The projects members show in a group (group_projects). A project shows only while its maker is
 * an active member and only to whom its own visibility (and blocks) allow: projectVisibleTo.
 */
export function groupProjectsRepo(db: Kysely<Database>) {
  return {
    /** The group's projects the viewer may see, newest shown first (the route found the group open). */
    async list(groupId: number, viewerId: number | null) {
      return (
        db
          .selectFrom('group_projects as gp')
          .innerJoin('projects as pr', 'pr.id', 'gp.project_id')
          .innerJoin('users as u', 'u.id', 'pr.owner_id')
          .innerJoin('group_members as gm', (join) =>
            join.onRef('gm.group_id', '=', 'gp.group_id').onRef('gm.member_id', '=', 'pr.owner_id'),
          )
          .select([
            'pr.id',
            'pr.title',
            'pr.cover_photo_id',
            'u.username',
            'u.firstname',
            'u.lastname',
            'u.image',
            'u.visibility',
          ])
          .where('gp.group_id', '=', groupId)
          .where('gm.state', '=', 'active')
          // Shown to the group means shown to members: never a private project, even to its maker.
          .where('pr.visibility', '<>', 'private')
          .where(projectVisibleTo(viewerId))
          .orderBy('gp.created_at', 'desc')
          .orderBy('pr.id', 'desc')
          .limit(200)
          .execute()
      );
    },

    /**
     * Shows the member's own project in the group: only one that members may see (not private,
     * not hidden) and only while they are an active member. False when it is not such a project.
     */
    async add(groupId: number, memberId: number, projectId: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const fits = await trx
          .selectFrom('projects as pr')
          .innerJoin('group_members as gm', (join) =>
            join.onRef('gm.member_id', '=', 'pr.owner_id').on('gm.group_id', '=', groupId),
          )
          .select('pr.id')
          .where('pr.id', '=', projectId)
          .where('pr.owner_id', '=', memberId)
          .where('pr.visibility', 'in', ['members', 'everyone'])
          .where('pr.hidden_at', 'is', null)
          .where('gm.state', '=', 'active')
          .executeTakeFirst();
        if (!fits) return false;
        await trx
          .insertInto('group_projects')
          .values({ group_id: groupId, project_id: projectId, created_at: now })
          .onConflict((oc) => oc.columns(['group_id', 'project_id']).doNothing())
          .execute();
        return true;
      });
    },

    /** Hides the member's own project from the group; false when it is not theirs there. */
    async remove(groupId: number, memberId: number, projectId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('group_projects')
        .where('group_id', '=', groupId)
        .where('project_id', '=', projectId)
        .where('project_id', 'in', (eb) =>
          eb.selectFrom('projects').select('id').where('owner_id', '=', memberId),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
