import { z } from 'zod';

/**
 * Reactions (issue 37 item 2): a small fixed set of emoji on comments, log entries, photos and
 * tutorials; counted for everyone who sees the thing, with who reacted visible to members. A
 * member gives each emoji once per thing; reacting needs what commenting needs (an active member
 * who may see the thing, no block with its author).
 */

/** The set, in the order they show. Stored by name; the emoji is what the page draws. */
export const REACTIONS = {
  heart: '❤️',
  fire: '🔥',
  clap: '👏',
  wow: '😮',
  laugh: '😂',
  sparkles: '✨',
} as const;
export type ReactionName = keyof typeof REACTIONS;
export const REACTION_NAMES = Object.keys(REACTIONS) as ReactionName[];
export const reactionName = z.enum(REACTION_NAMES as [ReactionName, ...ReactionName[]]);

/** How the page labels each (for screen readers and the "who reacted" list). */
export const REACTION_LABELS: Record<ReactionName, string> = {
  heart: 'Love',
  fire: 'Fire',
  clap: 'Applause',
  wow: 'Wow',
  laugh: 'Funny',
  sparkles: 'Sparkles',
};

export const REACTION_SUBJECT_KINDS = [
  'comment',
  'project-entry',
  'project-photo',
  'album-photo',
  'tutorial',
] as const;
export const reactionSubjectKind = z.enum(REACTION_SUBJECT_KINDS);
export type ReactionSubjectKind = z.infer<typeof reactionSubjectKind>;

/** /api/reactions/{kind}/{id}[/{reaction}] */
export const reactionSubjectParams = z.object({ kind: reactionSubjectKind, id: z.string().min(1).max(64) });
export const reactionParams = reactionSubjectParams.extend({ reaction: reactionName });

/** The counts on a thing, only the emoji given at least once, in REACTIONS order; `mine`: the viewer gave it. */
export const reactionSummary = z.array(
  z.object({ reaction: reactionName, count: z.number(), mine: z.boolean() }),
);
export type ReactionSummary = z.infer<typeof reactionSummary>;

/** PUT or DELETE /api/reactions/{kind}/{id}/{reaction} (bearer): the thing's counts after the change. */
export const reactionChangeAnswer = z.object({ reactions: reactionSummary });

/** GET /api/reactions/{kind}/{id} (bearer, members): who gave each reaction, newest first. */
export const reactionWhoAnswer = z.object({
  reactions: z.array(
    z.object({
      reaction: reactionName,
      members: z.array(z.object({ username: z.string(), name: z.string() })),
    }),
  ),
});
export type ReactionWho = z.infer<typeof reactionWhoAnswer>;

export const REACTION_MESSAGES = {
  notFound: 'There is nothing here to react to.',
} as const;
