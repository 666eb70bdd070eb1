import { type Kysely, sql } from 'kysely';
import type { PollSubjectKind } from '../../shared/api/polls';
import type { Dialect } from './dialect';
import { groupOpenTo } from './group-access';
import { noBlockBetween } from './member-relations';
import type { Database } from './schema';
import type { PollResults } from './schema-polls';
import type { Trx } from './transaction';

const POLL_COLUMNS = [
  'p.id',
  'p.subject_kind',
  'p.subject_id',
  'p.author_id',
  'p.question',
  'p.multiple',
  'p.anonymous',
  'p.results',
  'p.closes_at',
  'p.closed_at',
  'p.created_at',
  'u.username',
  'u.firstname',
  'u.lastname',
  'u.image',
  'u.visibility',
] as const;

export interface NewPoll {
  subjectKind: PollSubjectKind;
  subjectId: number;
  authorId: number;
  question: string;
  options: readonly { label: string; startsAt: number | null }[];
  multiple: boolean;
  anonymous: boolean;
  results: PollResults;
  closesAt: number | null;
}

/**
 * Polls (migration 046). The routes decide who may see a poll's group or event (features/polls/
 * access.ts); these reads count only active members' votes (a suspended or leaving member's vote
 * comes back with them), and name voters only across no block.
 */
export function pollsRepo(db: Kysely<Database>, dialect: Dialect) {
  const polls = () =>
    db
      .selectFrom('polls as p')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'p.author_id').on('u.status', '=', 'active').on('u.deleted_at', 'is', null),
      )
      .select(POLL_COLUMNS);
  const liveVotes = (pollIds: readonly number[]) =>
    db
      .selectFrom('poll_votes as v')
      .innerJoin('users as m', 'm.id', 'v.member_id')
      .where('v.poll_id', 'in', [...pollIds])
      .where('m.status', '=', 'active')
      .where('m.deleted_at', 'is', null);

  return {
    /** The polls on a group or event, newest first. */
    onSubject: (kind: PollSubjectKind, id: number) =>
      polls()
        .where('p.subject_kind', '=', kind)
        .where('p.subject_id', '=', id)
        .orderBy('p.id', 'desc')
        .execute(),

    one: (pollId: number) => polls().where('p.id', '=', pollId).executeTakeFirst(),

    options: (pollIds: readonly number[]) =>
      pollIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('poll_options')
            .selectAll()
            .where('poll_id', 'in', [...pollIds])
            .orderBy('poll_id')
            .orderBy('position')
            .execute(),

    /** Votes per option and voters per poll (active members only). */
    async counts(pollIds: readonly number[]) {
      if (pollIds.length === 0)
        return { perOption: new Map<number, number>(), voters: new Map<number, number>() };
      const [perOption, voters] = await Promise.all([
        liveVotes(pollIds)
          .select(['v.option_id', sql<number>`count(*)`.as('n')])
          .groupBy('v.option_id')
          .execute(),
        liveVotes(pollIds)
          .select(['v.poll_id', sql<number>`count(distinct v.member_id)`.as('n')])
          .groupBy('v.poll_id')
          .execute(),
      ]);
      return {
        perOption: new Map(perOption.map((r) => [r.option_id, Number(r.n)])),
        voters: new Map(voters.map((r) => [r.poll_id, Number(r.n)])),
      };
    },

    /** The options the member chose, in these polls. */
    mine: (pollIds: readonly number[], memberId: number) =>
      pollIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('poll_votes')
            .select(['poll_id', 'option_id'])
            .where('poll_id', 'in', [...pollIds])
            .where('member_id', '=', memberId)
            .execute(),

    /** Who chose each option of these (named) polls, as the viewer may see them: no block between. */
    voters: (pollIds: readonly number[], viewerId: number | null) =>
      pollIds.length === 0
        ? Promise.resolve([])
        : liveVotes(pollIds)
            .where(noBlockBetween(viewerId, 'v.member_id'))
            .select(['v.option_id', 'm.username', 'm.firstname', 'm.lastname', 'm.image', 'm.visibility'])
            .orderBy('v.created_at')
            .execute(),

    /** Open polls on the subject now (the cap on how many a group or event holds). */
    async openCount(trx: Trx, kind: PollSubjectKind, id: number, now: number): Promise<number> {
      const row = await trx
        .selectFrom('polls')
        .select(sql<number>`count(*)`.as('n'))
        .where('subject_kind', '=', kind)
        .where('subject_id', '=', id)
        .where('closed_at', 'is', null)
        .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', now)]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async create(trx: Trx, poll: NewPoll, now: number): Promise<number> {
      const { id } = await trx
        .insertInto('polls')
        .values({
          subject_kind: poll.subjectKind,
          subject_id: poll.subjectId,
          author_id: poll.authorId,
          question: poll.question,
          multiple: poll.multiple ? 1 : 0,
          anonymous: poll.anonymous ? 1 : 0,
          results: poll.results,
          closes_at: poll.closesAt,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('poll_options')
        .values(
          poll.options.map((o, i) => ({ poll_id: id, position: i, label: o.label, starts_at: o.startsAt })),
        )
        .execute();
      return id;
    },

    /** The poll's row, locked for this transaction on PostgreSQL (SQLite has one writer). */
    lock: (trx: Trx, pollId: number) => {
      const query = trx
        .selectFrom('polls')
        .select(['id', 'multiple', 'closes_at', 'closed_at'])
        .where('id', '=', pollId);
      return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    },

    /** Replaces the member's choice in the poll. */
    async vote(trx: Trx, pollId: number, memberId: number, optionIds: readonly number[], now: number) {
      await trx
        .deleteFrom('poll_votes')
        .where('poll_id', '=', pollId)
        .where('member_id', '=', memberId)
        .execute();
      await trx
        .insertInto('poll_votes')
        .values(
          optionIds.map((optionId) => ({
            poll_id: pollId,
            option_id: optionId,
            member_id: memberId,
            created_at: now,
          })),
        )
        .execute();
    },

    unvote: (pollId: number, memberId: number) =>
      db.deleteFrom('poll_votes').where('poll_id', '=', pollId).where('member_id', '=', memberId).execute(),

    close: (trx: Trx, pollId: number, now: number) =>
      trx
        .updateTable('polls')
        .set({ closed_at: now })
        .where('id', '=', pollId)
        .where('closed_at', 'is', null)
        .execute(),

    remove: (pollId: number) => db.deleteFrom('polls').where('id', '=', pollId).execute(),

    /** The viewer's place in a group they may open, or undefined when they may not open it. */
    groupPlace: (groupId: number, viewerId: number | null) =>
      db
        .selectFrom('groups as g')
        .leftJoin('group_members as gm', (join) =>
          join
            .onRef('gm.group_id', '=', 'g.id')
            .on('gm.member_id', '=', viewerId ?? 0)
            .on('gm.state', '=', 'active'),
        )
        .select(['g.id', 'gm.role'])
        .where('g.id', '=', groupId)
        .where(groupOpenTo(viewerId, 'g'))
        .executeTakeFirst(),

    /** Removes the polls of events and groups that are gone (the hourly sweep). */
    async sweepOrphans(): Promise<number> {
      let removed = 0;
      for (const [kind, table] of [
        ['event', 'events'],
        ['group', 'groups'],
      ] as const) {
        const result = await sql`delete from polls
          where subject_kind = ${kind} and subject_id not in (select id from ${sql.table(table)})`.execute(
          db,
        );
        removed += Number(result.numAffectedRows ?? 0);
      }
      return removed;
    },
  };
}

export type PollsRepo = ReturnType<typeof pollsRepo>;
export type PollRow = Awaited<ReturnType<PollsRepo['one']>> & {};
