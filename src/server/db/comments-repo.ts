import type { Kysely } from 'kysely';
import { commentPeople } from './comment-people';
import { commentSubjects } from './comment-subjects';
import { commentReads } from './comments-read-repo';
import { commentWrites } from './comments-write-repo';
import type { Database } from './schema';

/**
 * Comments, their mentions and the things' comment policies (migration 040), as one repo for the
 * routes: the things commented on (comment-subjects.ts), who hears of a comment
 * (comment-people.ts), thread reads (comments-read-repo.ts) and writes (comments-write-repo.ts).
 */
export function commentsRepo(db: Kysely<Database>) {
  return {
    subjects: commentSubjects(db),
    /** Mentions, and the blocks and mutes that decide who hears of a comment (comment-people.ts). */
    ...commentPeople(db),
    ...commentReads(db),
    ...commentWrites(),
  };
}

export type CommentsRepo = ReturnType<typeof commentsRepo>;
