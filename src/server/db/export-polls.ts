import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * polls.json of the member's export: the polls they started (question and options) and their
 * votes (the question and the option chosen). Nothing of other members' votes.
 */
export function pollExportQueries(db: Kysely<Database>) {
  return {
    async polls(userId: number) {
      const [started, options, votes] = await Promise.all([
        db
          .selectFrom('polls')
          .select(['id', 'subject_kind', 'subject_id', 'question', 'multiple', 'anonymous', 'created_at'])
          .where('author_id', '=', userId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('poll_options as o')
          .innerJoin('polls as p', 'p.id', 'o.poll_id')
          .select(['o.poll_id', 'o.label'])
          .where('p.author_id', '=', userId)
          .orderBy('o.poll_id')
          .orderBy('o.position')
          .execute(),
        db
          .selectFrom('poll_votes as v')
          .innerJoin('polls as p', 'p.id', 'v.poll_id')
          .innerJoin('poll_options as o', 'o.id', 'v.option_id')
          .select(['p.id as poll_id', 'p.question', 'o.label', 'v.created_at'])
          .where('v.member_id', '=', userId)
          .orderBy('v.created_at')
          .execute(),
      ]);
      return {
        started: started.map((p) => ({
          question: p.question,
          on: { kind: p.subject_kind, id: p.subject_id },
          multipleChoice: p.multiple === 1,
          anonymous: p.anonymous === 1,
          options: options.filter((o) => o.poll_id === p.id).map((o) => o.label),
          createdAt: new Date(Number(p.created_at)).toISOString(),
        })),
        votes: votes.map((v) => ({
          question: v.question,
          chose: v.label,
          at: new Date(Number(v.created_at)).toISOString(),
        })),
      };
    },
  };
}
