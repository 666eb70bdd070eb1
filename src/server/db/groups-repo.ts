import type { Kysely } from 'kysely';
import type { Dialect } from './dialect';
import { groupCoversRepo } from './group-covers-repo';
import { groupMembersReads } from './group-members-reads';
import { groupOwners } from './group-owners';
import { groupProjectsRepo } from './group-projects-repo';
import { groupsReads } from './groups-reads';
import { groupsWrites } from './groups-writes';
import type { Database } from './schema';

/** Groups, their members, projects and covers (migration 042; features/groups). */
export function groupsRepo(db: Kysely<Database>, dialect: Dialect) {
  return {
    ...groupsReads(db),
    ...groupsWrites(dialect),
    members: groupMembersReads(db),
    projects: groupProjectsRepo(db),
    covers: groupCoversRepo(db),
    owners: groupOwners(dialect),
  };
}

export type GroupsRepo = ReturnType<typeof groupsRepo>;
