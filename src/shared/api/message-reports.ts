import { z } from 'zod';

/**
 * What the organisers' queue shows with a report of a message (issue 37 item 7): the
 * conversation's kind, title and members, the reported message, and the few messages around it
 * that the reporter could see (MESSAGE_LIMITS.reportContext each side) — nothing else of the
 * conversation. Organisers read it without being members; nobody else does.
 */
export const reportedMessageLine = z.object({
  id: z.number(),
  /** The sender's name ('a former member' once erased, which only a race shows). */
  sender: z.string(),
  senderUsername: z.string(),
  /** As written; '' when unsent by its sender. */
  body: z.string(),
  /** A photo message's alt text (the photo itself is not shown here), or null. */
  photoAlt: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  /** Unsent by its sender. */
  deleted: z.boolean(),
  /** Hidden by an organiser. */
  hidden: z.boolean(),
  /** The reported message itself. */
  reported: z.boolean(),
});
export type ReportedMessageLine = z.infer<typeof reportedMessageLine>;

export const reportedConversation = z.object({
  kind: z.enum(['direct', 'group']),
  /** A group's title ('' when none, and for a direct conversation). */
  title: z.string(),
  /** Everyone in it, with where they stand ('active', 'request', 'ignored', 'left'). */
  members: z.array(z.object({ username: z.string(), name: z.string(), state: z.string() })),
  /** Oldest first; exactly one has `reported`. */
  messages: z.array(reportedMessageLine),
});
export type ReportedConversation = z.infer<typeof reportedConversation>;
