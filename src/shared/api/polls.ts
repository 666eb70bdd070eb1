import { z } from 'zod';
import { commentAuthor } from './comments';
import { isoInstant } from './events';

/**
 * Polls in a group or on an event (issue 38 item 4; migration 046; decision 40): "which Saturday
 * for the build night?", "next year's group series?", "the theme of the summer shoot?".
 *
 * - **Who**: in a group, its owner and moderators start polls and its active members vote; on an
 *   event, its host (or an organiser) starts them and signed-in members who may see the event
 *   vote. Whoever may see the group's content or the event reads its polls.
 * - **Choice**: single (choosing again replaces the vote) or `multiple`; a member may take their
 *   vote back while the poll is open.
 * - **Names**: `anonymous` polls show counts only, to everyone, their author included; named polls
 *   show members who voted for each option (leaving out members a block stands between).
 * - **Results**: shown 'always', to 'voters' once they voted, or once 'closed'. The author (and
 *   the group's moderators) always see them.
 * - **Closing**: at `closesAt`, or earlier by its author or a moderator; a closed poll takes no votes.
 * - **Date polls**: options may carry the instant they propose (`startsAt`), shown in the event's
 *   or the club's time zone.
 */

export const POLL_SUBJECT_KINDS = ['group', 'event'] as const;
export const pollSubjectKind = z.enum(POLL_SUBJECT_KINDS);
export type PollSubjectKind = z.infer<typeof pollSubjectKind>;

export const POLL_RESULTS = ['always', 'voters', 'closed'] as const;
export const pollResults = z.enum(POLL_RESULTS);
export type PollResults = z.infer<typeof pollResults>;
/** How the author's choice of results reads in the form. */
export const POLL_RESULTS_LABELS: Record<PollResults, string> = {
  always: 'Anyone who can see the poll, at any time',
  voters: 'Members who voted',
  closed: 'Everyone, once the poll closes',
};

export const POLL_LIMITS = {
  question: 200,
  option: 100,
  options: 20,
  /** Open polls on one group or event at a time. */
  openPerSubject: 10,
} as const;

export const POLL_MESSAGES = {
  notFound: 'No such poll.',
  subjectNotFound: 'No such group or event.',
  notAllowed: 'Only the group’s owner or moderators, or the event’s host, can start a poll here.',
  cannotVote: 'Only members of the group, or members who can see the event, can vote.',
  closed: 'This poll is closed.',
  oneChoice: 'Choose one option.',
  unknownOption: 'Choose options of this poll.',
  tooManyOpen: `A group or event can have at most ${POLL_LIMITS.openPerSubject} open polls.`,
  closesInPast: 'The closing time must be in the future.',
  duplicateOption: 'Each option must be different.',
} as const;

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** /api/polls/{pollId} */
export const pollParams = z.object({ pollId: id });
/** GET /api/polls?kind=group&id=12 — the polls on a group or an event, newest first. */
export const pollListQuery = z.object({ kind: pollSubjectKind, id });

const option = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'Write each option.')
    .max(POLL_LIMITS.option, `Keep each option under ${POLL_LIMITS.option} characters.`),
  /** ISO 8601 with offset: the moment a date poll's option proposes. */
  startsAt: isoInstant.nullable().default(null),
});

/** POST /api/polls (bearer): 201 with the poll. */
export const newPollBody = z
  .object({
    subject: z.object({ kind: pollSubjectKind, id }),
    question: z
      .string()
      .trim()
      .min(1, 'Ask a question.')
      .max(POLL_LIMITS.question, `Keep the question under ${POLL_LIMITS.question} characters.`),
    options: z
      .array(option)
      .min(2, 'Give at least two options.')
      .max(POLL_LIMITS.options, `Give at most ${POLL_LIMITS.options} options.`),
    multiple: z.boolean().default(false),
    anonymous: z.boolean().default(false),
    results: pollResults.default('always'),
    /** ISO 8601 with offset, or null: open until closed by hand. */
    closesAt: isoInstant.nullable().default(null),
  })
  .refine((p) => new Set(p.options.map((o) => o.label.toLowerCase())).size === p.options.length, {
    message: POLL_MESSAGES.duplicateOption,
    path: ['options'],
  });
export type NewPollRequest = z.input<typeof newPollBody>;

/** PUT /api/polls/{pollId}/vote (bearer): the member's choice, replacing any earlier one. DELETE takes it back. */
export const voteBody = z.object({
  optionIds: z.array(id).min(1, 'Choose an option.').max(POLL_LIMITS.options),
});

export const pollOption = z.object({
  id: z.number(),
  label: z.string(),
  startsAt: z.string().nullable(),
  /** Null while the caller may not see results. */
  votes: z.number().nullable(),
  /** Named polls with results shown: who chose it (empty otherwise). */
  voters: z.array(commentAuthor),
  /** The caller chose it. */
  mine: z.boolean(),
});

export const poll = z.object({
  id: z.number(),
  subject: z.object({ kind: pollSubjectKind, id: z.number() }),
  question: z.string(),
  author: commentAuthor.nullable(),
  multiple: z.boolean(),
  anonymous: z.boolean(),
  results: pollResults,
  closesAt: z.string().nullable(),
  closed: z.boolean(),
  createdAt: z.string(),
  options: z.array(pollOption),
  /** Members who voted (null while the caller may not see results). */
  voterCount: z.number().nullable(),
  /** The caller's part. */
  can: z.object({ vote: z.boolean(), close: z.boolean(), delete: z.boolean() }),
});
export type Poll = z.infer<typeof poll>;

export const pollList = z.object({
  polls: z.array(poll),
  /** The caller may start a poll here. */
  canCreate: z.boolean(),
});
export type PollList = z.infer<typeof pollList>;
