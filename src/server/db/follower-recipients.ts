import type { Kysely } from 'kysely';
import { followersOf } from './follows-repo';
import { projectVisibleTo } from './project-visibility';
import type { Database } from './schema';

/**
 * What a member's news to their followers is about: it reaches only followers who may see it now
 * (when the notify job runs), so a project made private or a tutorial taken back in between
 * reaches nobody.
 */
export type FollowedThing =
  | { kind: 'project'; projectId: number }
  | { kind: 'entry'; projectId: number; entryId: number }
  | { kind: 'tutorial'; tutorialId: number }
  | { kind: 'event'; eventId: number };

/**
 * A member other than the maker, for projectVisibleTo: no account has id 0. What a follower may
 * see of a project beyond that (blocks either way) followersOf already applies.
 */
const ANY_OTHER_MEMBER = 0;

/** Whether members other than `memberId` may see the thing, and it is still `memberId`'s. */
async function othersMaySee(db: Kysely<Database>, memberId: number, thing: FollowedThing): Promise<boolean> {
  const projects = () =>
    db
      .selectFrom('projects as pr')
      .innerJoin('users as u', 'u.id', 'pr.owner_id')
      .where('pr.owner_id', '=', memberId)
      .where(projectVisibleTo(ANY_OTHER_MEMBER));
  switch (thing.kind) {
    case 'project':
      return (
        (await projects().select('pr.id').where('pr.id', '=', thing.projectId).executeTakeFirst()) !==
        undefined
      );
    case 'entry': {
      const row = await projects()
        .innerJoin('project_entries as e', 'e.project_id', 'pr.id')
        .select('e.id')
        .where('pr.id', '=', thing.projectId)
        .where('e.id', '=', thing.entryId)
        .where('e.hidden_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    }
    case 'tutorial': {
      const row = await projects()
        .innerJoin('project_tutorials as t', 't.project_id', 'pr.id')
        .select('t.id')
        .where('t.id', '=', thing.tutorialId)
        .where('t.published_at', 'is not', null)
        .where('t.hidden_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    }
    case 'event': {
      // Members see every event of a host who takes part (public and members-only alike).
      const row = await db
        .selectFrom('events as e')
        .innerJoin('users as h', 'h.id', 'e.host_id')
        .select('e.id')
        .where('e.id', '=', thing.eventId)
        .where('e.host_id', '=', memberId)
        .where('e.cancelled_at', 'is', null)
        .where('h.status', '=', 'active')
        .where('h.deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    }
  }
}

/** The followers of `memberId` who may hear of `thing` (none when others may not see it). */
export async function followersWhoSee(
  db: Kysely<Database>,
  memberId: number,
  thing: FollowedThing,
): Promise<number[]> {
  if (!(await othersMaySee(db, memberId, thing))) return [];
  return followersOf(db, memberId);
}
