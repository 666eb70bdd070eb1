import type { Generated } from 'kysely';

/** Table types of polls (migration 046). Times are epoch milliseconds. */

export type PollSubjectKind = 'group' | 'event';
export type PollResults = 'always' | 'voters' | 'closed';

export interface PollsTable {
  id: Generated<number>;
  subject_kind: PollSubjectKind;
  subject_id: number;
  /** Null once the author's account is erased (the poll stays with its group or event). */
  author_id: number | null;
  question: string;
  /** 1: a member may choose several options. */
  multiple: Generated<number>;
  /** 1: counts only; who chose what is never shown, not even to the author. */
  anonymous: Generated<number>;
  results: PollResults;
  closes_at: number | null;
  /** Closed early by its author or a moderator. */
  closed_at: number | null;
  created_at: number;
}

export interface PollOptionsTable {
  id: Generated<number>;
  poll_id: number;
  position: number;
  label: string;
  /** The instant a date poll's option proposes, or null. */
  starts_at: number | null;
}

export interface PollVotesTable {
  poll_id: number;
  option_id: number;
  member_id: number;
  created_at: number;
}

export interface PollTables {
  polls: PollsTable;
  poll_options: PollOptionsTable;
  poll_votes: PollVotesTable;
}
