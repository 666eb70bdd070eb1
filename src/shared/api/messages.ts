import { z } from 'zod';
import { commentAuthor } from './comments';
import { formFile } from './forms';
import { reportReason } from './moderation';

/**
 * Direct messages and small group conversations (issue 37 item 4; migration 041; decision 36).
 *
 * - A conversation is direct (two members, one per pair) or a group (up to 10 members, a title).
 * - **Safe by default.** A member writes directly to members who follow them back (mutual follows)
 *   or share a group cosplay with them (both claimed, or lead, in one con group). To anyone else
 *   the conversation arrives as a **request**: it waits in the recipient's Requests, without
 *   notifying twice, until they accept it (it joins their conversations) or ignore it (it goes
 *   away). The sender is never told which: their side looks the same either way.
 * - **Blocks**: nobody starts a conversation with, adds to a group, or writes to a member a block
 *   stands between (either way): answered as "No such member", the blocked member is not told. A
 *   direct conversation across a block is gone for both (404) until the block is lifted; in a
 *   group, the two simply stop seeing each other's messages.
 * - **Mutes**: a muted member's messages still arrive, without notifying.
 * - **Suspension** ends a member's sending, and their messages leave everyone else's view while it
 *   lasts. **Deletion**: once the account is erased (after the 30-day restore window) their
 *   messages are removed for everyone.
 * - **Read state**: each member's last read message; members of an accepted conversation see who
 *   read up to where (a pending request shows no read state to its sender).
 */

export const MESSAGE_LIMITS = {
  /** Characters in one message. */
  body: 4000,
  /** Members of a group conversation, its starter included. */
  groupMembers: 10,
  /** Characters of a group's title. */
  title: 80,
  /** Messages a page of a conversation holds (the newest first loaded; older pages on demand). */
  page: 50,
  /** Messages before and after a reported one the organisers' queue shows for context. */
  reportContext: 5,
  /** Characters of a message's preview in the conversations list. */
  preview: 140,
} as const;

/** /api/conversations/{conversationId} */
export const conversationParams = z.object({
  conversationId: z.coerce.number().int().min(1).max(2_147_483_647),
});
/** /api/messages/{messageId} */
export const messageParams = z.object({ messageId: z.coerce.number().int().min(1).max(2_147_483_647) });
/** /api/me/message-reach/{username} */
export const messageReachParams = z.object({ username: z.string().min(1).max(64) });

const body = z
  .string()
  .trim()
  .min(1, 'Write something first.')
  .max(
    MESSAGE_LIMITS.body,
    `Keep a message under ${MESSAGE_LIMITS.body.toLocaleString('en-US')} characters.`,
  );
const title = z
  .string()
  .trim()
  .max(MESSAGE_LIMITS.title, `Keep the title under ${MESSAGE_LIMITS.title} characters.`);
const usernames = z
  .array(z.string().trim().min(1).max(64))
  .min(1, 'Choose who to write to.')
  .max(
    MESSAGE_LIMITS.groupMembers - 1,
    `A conversation holds at most ${MESSAGE_LIMITS.groupMembers} members, you included.`,
  );

/**
 * POST /api/conversations (bearer): writes to one member (their direct conversation, started or
 * continued) or starts a group with several (`title` optional). 201 with the conversation's id.
 */
export const startConversationBody = z.object({ to: usernames, title: title.default(''), body });
export type StartConversationRequest = z.input<typeof startConversationBody>;

/** POST /api/conversations/{conversationId}/messages (bearer): a message. */
export const sendMessageBody = z.object({ body });
export type SendMessageRequest = z.input<typeof sendMessageBody>;

/**
 * POST /api/conversations/{conversationId}/photos (bearer, multipart): a photo message — fields
 * `photo` (a JPEG, PNG or WebP: what images/process-image.ts reads), `alt` (required, under 300
 * characters) and `body` (an optional caption).
 */
export const MESSAGE_PHOTO_ALT_MAX = 300;
export const MESSAGE_PHOTO_FIELD = 'photo';
export const messagePhotoForm = z.object({
  [MESSAGE_PHOTO_FIELD]: formFile(
    'a JPEG, PNG or WebP image',
    `Send the photo as the file field "${MESSAGE_PHOTO_FIELD}"`,
  ),
  alt: z
    .string({ error: 'Describe the photo for members who cannot see it.' })
    .trim()
    .min(1, 'Describe the photo for members who cannot see it.')
    .max(MESSAGE_PHOTO_ALT_MAX, `Keep the alt text under ${MESSAGE_PHOTO_ALT_MAX} characters.`),
  body: z
    .string()
    .trim()
    .max(
      MESSAGE_LIMITS.body,
      `Keep a message under ${MESSAGE_LIMITS.body.toLocaleString('en-US')} characters.`,
    )
    .default(''),
});

/** PUT /api/conversations/{conversationId}/read (bearer): the member read up to this message. */
export const readUpToBody = z.object({ upTo: z.number().int().min(1).max(2_147_483_647) });

/** PATCH /api/conversations/{conversationId} (bearer): a group's members rename it. */
export const renameConversationBody = z.object({ title });

/** POST /api/conversations/{conversationId}/members (bearer): a group's member adds members. */
export const addMembersBody = z.object({ usernames });

/** GET /api/conversations?box= : the accepted conversations (default) or the pending requests. */
export const conversationsQuery = z.object({ box: z.enum(['inbox', 'requests']).default('inbox') });
/** GET /api/conversations/{conversationId}?before= : older messages than this id. */
export const conversationQuery = z.object({ before: z.coerce.number().int().min(1).optional() });

/** POST /api/messages/{messageId}/reports (bearer): a member reports a message they can see. */
export const messageReportBody = z.object({
  reason: reportReason,
  note: z.string().trim().max(1000, 'Keep the note under 1,000 characters.').default(''),
});

/** A member as a conversation shows them. */
export const conversationMember = commentAuthor;
export type ConversationMember = z.infer<typeof conversationMember>;

export const messagePhoto = z.object({
  /** Signed addresses, handed out only to the conversation's members. */
  thumb: z.string(),
  display: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});

export const message = z.object({
  id: z.number(),
  conversationId: z.number(),
  /** Null once the sender's account is erased (their messages go with it; only a race shows this). */
  sender: conversationMember.nullable(),
  /** Plain text as written; `html` is the projects' safe Markdown of it, links made safe. */
  body: z.string(),
  html: z.string(),
  photo: messagePhoto.nullable(),
  createdAt: z.string().describe('ISO 8601'),
  /** Unsent by its sender: body, html and photo are empty ("Message deleted"). */
  deleted: z.boolean(),
  /** The viewer sent it: they may delete it. */
  mine: z.boolean(),
});
export type Message = z.infer<typeof message>;

/** POST /api/conversations: 201 with the conversation (a direct one may have existed) and the message. */
export const startConversationAnswer = z.object({ conversationId: z.number(), message });

/**
 * The live channel's event for messages (sent as SSE event "message" to each member of the
 * conversation, on every instance): the tab refetches the conversation if it shows it, and sets the
 * menu's badge from `unread` and `requests`. Also sent to the member's own tabs when they read, and
 * once when a stream opens (conversation 0) with the current counts.
 */
export const liveMessageEvent = z.object({
  /** Like every frame of the stream, its data names its kind (the web app dispatches on it). */
  kind: z.literal('message'),
  conversation: z.number(),
  unread: z.number(),
  requests: z.number(),
});
export type LiveMessageEvent = z.infer<typeof liveMessageEvent>;

/** Where the viewer stands in a conversation. */
export const MEMBER_STATES = ['active', 'request'] as const;
export const memberState = z.enum(MEMBER_STATES);

export const conversationSummary = z.object({
  id: z.number(),
  kind: z.enum(['direct', 'group']),
  /** A group's title ('' when none: the page names it by its members); '' for a direct one. */
  title: z.string(),
  /** The other members (a former member leaves no one), the viewer left out. */
  members: z.array(conversationMember),
  /** 'request': waiting in the viewer's Requests. */
  state: memberState,
  /** The newest message the viewer may see, as a one-line preview ('Photo' for a photo). */
  last: z
    .object({ preview: z.string(), senderName: z.string(), mine: z.boolean(), createdAt: z.string() })
    .nullable(),
  /** Messages after the viewer's last read one, theirs left out. */
  unread: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** GET /api/conversations (bearer, no-store). */
export const conversationsAnswer = z.object({
  conversations: z.array(conversationSummary),
  /** Unread messages over the accepted conversations (the menu's badge). */
  unread: z.number(),
  /** Pending requests. */
  requests: z.number(),
});
export type ConversationsAnswer = z.infer<typeof conversationsAnswer>;

/** GET /api/conversations/{conversationId} (bearer, no-store): the newest page, or older ones. */
export const conversationAnswer = z.object({
  conversation: conversationSummary,
  /** May the viewer write here now (false: a block in a direct one, or they were removed). */
  canWrite: z.boolean(),
  /** Other members who accepted, with the newest message they read (0: none). */
  readBy: z.array(z.object({ username: z.string(), lastReadId: z.number() })),
  /** Members invited who have not accepted yet (shown as "invited"). */
  pending: z.array(conversationMember),
  /** Oldest first. */
  messages: z.array(message),
  /** Pass as `before` for older messages; null at the start. */
  before: z.number().nullable(),
});
export type ConversationAnswer = z.infer<typeof conversationAnswer>;

/** GET /api/me/message-reach/{username} (bearer): what the profile's Message button does. */
export const messageReachAnswer = z.object({
  /** 'direct': the message arrives; 'request': it waits for them to accept. */
  reach: z.enum(['direct', 'request']),
  /** Their direct conversation with the viewer, when there is one. */
  conversationId: z.number().nullable(),
});
export type MessageReachAnswer = z.infer<typeof messageReachAnswer>;

export const MESSAGE_MESSAGES = {
  notFound: 'No such conversation.',
  messageNotFound: 'No such message.',
  noSuchMember: 'No such member.',
  self: 'You cannot write to yourself.',
  full: `A conversation holds at most ${MESSAGE_LIMITS.groupMembers} members, you included.`,
  notGroup: 'Only a group conversation has a title and members to add.',
  cannotWrite: 'You cannot write in this conversation.',
  notYours: 'Only its sender deletes a message.',
  deleted: 'Message deleted.',
  accepted: 'Request accepted.',
  reportOwn: 'You cannot report your own message.',
  hidden: 'Message hidden: only its sender sees it now.',
  shown: 'Message shown again.',
  ignored: 'Request ignored.',
  notRequest: 'Only a waiting request can be ignored.',
  renamed: 'Title saved.',
  left: 'You left the conversation.',
  altRequired: 'Describe the photo for members who cannot see it.',
} as const;
