import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * groups.json of the member's export (issue 38): the groups they are in, invited to or asked to
 * join, with their own role and standing, and the projects they show in each. Bound to the
 * member's id; never the group's other members nor anything of a group they are not in.
 */
export function groupExportQueries(db: Kysely<Database>) {
  return {
    async groups(userId: number) {
      const [groups, projects] = await Promise.all([
        db
          .selectFrom('group_members as me')
          .innerJoin('groups as g', 'g.id', 'me.group_id')
          .select([
            'g.id',
            'g.slug',
            'g.name',
            'g.kind',
            'g.state',
            'g.visibility',
            'g.join_policy',
            'g.description',
            'me.role',
            'me.state as standing',
            'me.created_at',
            'me.joined_at',
          ])
          .where('me.member_id', '=', userId)
          .orderBy('g.id')
          .execute(),
        db
          .selectFrom('group_projects as gp')
          .innerJoin('projects as pr', 'pr.id', 'gp.project_id')
          .select(['gp.group_id', 'pr.id', 'pr.title'])
          .where('pr.owner_id', '=', userId)
          .orderBy('pr.id')
          .execute(),
      ]);
      const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
      return {
        groups: groups.map((g) => ({
          slug: g.slug,
          name: g.name,
          kind: g.kind,
          state: g.state,
          visibility: g.visibility,
          joinPolicy: g.join_policy,
          description: g.description,
          myRole: g.role,
          myStanding: g.standing,
          since: iso(g.created_at),
          joinedAt: iso(g.joined_at),
          myProjectsShown: projects
            .filter((p) => p.group_id === g.id)
            .map((p) => ({ id: p.id, title: p.title })),
        })),
      };
    },
  };
}
