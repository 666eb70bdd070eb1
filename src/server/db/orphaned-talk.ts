import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Comments and reactions hang on things by kind and id (migration 040), not by foreign keys, so
 * deleting an event, a log entry, a tutorial, a photo or a comment leaves its talk behind,
 * answering 404 to everyone. The hourly sweep removes it here, one statement per kind.
 * `not in (select cast(id as text) …)` lets both databases build the set of ids once.
 */
const THINGS = {
  event: 'events',
  con: 'conventions',
  'project-entry': 'project_entries',
  tutorial: 'project_tutorials',
  'album-photo': 'album_photos',
  'project-photo': 'project_photos',
  comment: 'comments',
  /** A deleted group's discussion (issue 38). */
  group: 'groups',
} as const;

const COMMENT_KINDS = ['event', 'con', 'project-entry', 'tutorial', 'album-photo', 'group'] as const;
const REACTION_KINDS = ['comment', 'project-entry', 'project-photo', 'album-photo', 'tutorial'] as const;

export function orphanedTalkRepo(db: Kysely<Database>) {
  const sweep = async (table: 'comments' | 'reactions', kind: keyof typeof THINGS) => {
    const result = await sql`
      delete from ${sql.table(table)}
      where subject_kind = ${kind}
        and subject_id not in (select cast(id as text) from ${sql.table(THINGS[kind])})`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  };
  return {
    /** Removes the comments (replies and mentions go with them), then the reactions, of things gone. */
    async sweep(): Promise<{ comments: number; reactions: number }> {
      let comments = 0;
      let reactions = 0;
      for (const kind of COMMENT_KINDS) comments += await sweep('comments', kind);
      // Comments first: the reactions of the comments just removed go in the same sweep.
      for (const kind of REACTION_KINDS) reactions += await sweep('reactions', kind);
      return { comments, reactions };
    },
  };
}
