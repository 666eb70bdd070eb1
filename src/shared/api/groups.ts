import { z } from 'zod';
import { STATE_NAMES } from '../constants';
import { commentAuthor } from './comments';
import { reportReason } from './moderation';

/**
 * Groups: chapters, crews, circles and con groups (issue 38 items 1 and 5; migration 042;
 * decision 37). The contract between features/groups (server) and features/groups (web).
 *
 * - Any member starts a group and is its **owner**; the owner names **moderators**; everyone else
 *   in it is a **member**. Owner and moderators edit it, invite, approve requests and remove
 *   members (a moderator cannot remove the owner or another moderator). Only the owner changes its
 *   visibility, names moderators, hands the group on (`role: 'owner'` to an active member) and
 *   deletes it. The owner cannot leave without handing it on.
 * - **Visibility**: 'public' (anyone, visitors too), 'members' (signed-in members) or 'private'
 *   (its active members only). A private group is **invisible (404)** to everyone else on every
 *   surface: its page, the list, search, the sitemap, link previews, feeds, notifications and
 *   other members' exports; a member who leaves or is removed loses it the same way. A member
 *   invited to a private group sees its name and description, to answer the invitation.
 * - **Joining**: 'open' (a member joins at once), 'request' (a moderator approves) or 'invite'
 *   (only invited members join). A private group is always 'invite': nobody outside can find it.
 * - A group's **events** are ordinary events with a `groupId` (POST /api/events takes it; any
 *   active member may host one); a private group's events are its members' only. Its
 *   **discussion** is the comment thread of subject kind 'group' (the group's id). Its
 *   **projects** are the ones members chose to show in it (their own, and only ones they may
 *   show: a private project never).
 * - **Blocks**: an invitation across a block answers like an unknown member; members lists leave
 *   out members a block stands between, as everywhere.
 * - **Organisers** hide and show groups (audited), see reported groups in the report queue, and
 *   a suspended or erased owner hands the group to its longest-serving moderator (else its
 *   longest-serving member) automatically.
 */

export const GROUP_KINDS = ['chapter', 'crew', 'circle', 'con'] as const;
export const groupKind = z.enum(GROUP_KINDS);
export type GroupKind = z.infer<typeof groupKind>;
/** How each kind is named on the site. */
export const GROUP_KIND_LABELS: Record<GroupKind, string> = {
  chapter: 'Chapter',
  crew: 'Crew',
  circle: 'Circle',
  con: 'Con group',
};

export const GROUP_VISIBILITIES = ['public', 'members', 'private'] as const;
export const groupVisibility = z.enum(GROUP_VISIBILITIES);
export type GroupVisibility = z.infer<typeof groupVisibility>;

export const GROUP_JOIN_POLICIES = ['open', 'request', 'invite'] as const;
export const groupJoinPolicy = z.enum(GROUP_JOIN_POLICIES);
export type GroupJoinPolicy = z.infer<typeof groupJoinPolicy>;

export const GROUP_ROLES = ['owner', 'moderator', 'member'] as const;
export const groupRole = z.enum(GROUP_ROLES);
export type GroupRole = z.infer<typeof groupRole>;

/** 'active': in the group; 'invited': asked by a moderator, to accept; 'requested': asked to join, for a moderator. */
export const GROUP_MEMBER_STATES = ['active', 'invited', 'requested'] as const;
export const groupMemberState = z.enum(GROUP_MEMBER_STATES);
export type GroupMemberState = z.infer<typeof groupMemberState>;

export const GROUP_LIMITS = {
  name: 80,
  description: 4000,
  /** Members invited in one request. */
  invite: 20,
  /** Groups a page of the list holds. */
  page: 24,
  /** Members a page of the members list holds. */
  membersPage: 50,
} as const;

export const GROUP_MESSAGES = {
  notFound: 'No such group.',
  memberNotFound: 'No such member.',
  moderatorsOnly: 'Only the group’s owner or moderators can do that.',
  ownerOnly: 'Only the group’s owner can do that.',
  privateIsInviteOnly: 'A private group is joined by invitation only.',
  inviteOnly: 'This group is joined by invitation only.',
  alreadyMember: 'You are already in this group.',
  ownerCannotLeave: 'Hand the group to another member before you leave it.',
  notAMember: 'That member is not in this group.',
  notAProject: 'Choose one of your own projects that you show to members.',
  nameTaken: 'A group with a very similar name exists. Choose another name.',
  hidden: 'The group is hidden from everyone, its members too.',
  shown: 'The group shows again.',
} as const;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max.toLocaleString('en-US')} characters.`);
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** /api/groups/{slug} */
export const groupParams = z.object({ slug: z.string().min(1).max(100) });
/** /api/groups/{slug}/members/{username} */
export const groupMemberParams = z.object({
  slug: z.string().min(1).max(100),
  username: z.string().min(1).max(64),
});
/** /api/groups/{slug}/projects/{projectId} */
export const groupProjectParams = z.object({ slug: z.string().min(1).max(100), projectId: id });

const groupFields = {
  name: text(GROUP_LIMITS.name, 'The name').min(2, 'Name the group.'),
  /** Markdown, the same safe subset as projects. */
  description: text(GROUP_LIMITS.description, 'The description').default(''),
  kind: groupKind,
  /** One of the club's states, or '' for none. */
  state: z
    .string()
    .refine((s) => s === '' || STATE_NAMES.includes(s), 'Choose one of the club’s states.')
    .default(''),
  visibility: groupVisibility,
  joinPolicy: groupJoinPolicy,
};

const privateIsInviteOnly = (g: { visibility?: GroupVisibility; joinPolicy?: GroupJoinPolicy }) =>
  g.visibility !== 'private' || g.joinPolicy === undefined || g.joinPolicy === 'invite';

/** POST /api/groups (bearer): 201 { id, slug }. The slug is made from the name (unique). */
export const newGroupBody = z
  .object(groupFields)
  .refine(privateIsInviteOnly, { message: GROUP_MESSAGES.privateIsInviteOnly, path: ['joinPolicy'] });
export type NewGroupRequest = z.input<typeof newGroupBody>;

/**
 * PATCH /api/groups/{slug} (owner or moderators; `visibility` the owner only): 200 with the
 * group. The slug does not change with the name (shared links keep working). Making a group
 * private sets its join policy to 'invite' and drops waiting requests.
 */
export const editGroupBody = z
  .object({
    name: groupFields.name.optional(),
    description: text(GROUP_LIMITS.description, 'The description').optional(),
    kind: groupKind.optional(),
    state: groupFields.state.optional(),
    visibility: groupVisibility.optional(),
    joinPolicy: groupJoinPolicy.optional(),
  })
  .refine(privateIsInviteOnly, { message: GROUP_MESSAGES.privateIsInviteOnly, path: ['joinPolicy'] });
export type EditGroupRequest = z.input<typeof editGroupBody>;

/** GET /api/groups: the groups the caller may see, newest activity first. */
export const groupListQuery = z.object({
  /** Name or description words. */
  q: z.string().trim().max(100).optional(),
  kind: groupKind.optional(),
  state: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** PUT /api/groups/{slug}/cover (owner or moderators): multipart, the photo in this field; 200 with the group. DELETE removes it. */
export const GROUP_COVER_FIELD = 'image';

export const groupCover = z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable();

/** The caller's place in a group: null when they have none. */
export const groupMembership = z
  .object({ role: groupRole, state: groupMemberState, joinedAt: z.string().nullable() })
  .nullable();

export const groupSummary = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  kind: groupKind,
  state: z.string(),
  visibility: groupVisibility,
  joinPolicy: groupJoinPolicy,
  /** The first lines of the description as plain text. */
  blurb: z.string(),
  cover: groupCover,
  memberCount: z.number(),
  membership: groupMembership,
});
export type GroupSummary = z.infer<typeof groupSummary>;

export const groupList = z.object({
  groups: z.array(groupSummary),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type GroupList = z.infer<typeof groupList>;

/**
 * GET /api/groups/{slug}: 404 unless the caller may see it. A member invited to a private group
 * gets `open: false`: its name, description and the invitation, and nothing of its content.
 */
export const groupDetail = groupSummary.extend({
  description: z.string(),
  /** The description's sanitised HTML. */
  descriptionHtml: z.string(),
  createdAt: z.string(),
  /** The caller may read its members, events, discussion and projects. */
  open: z.boolean(),
  owner: commentAuthor.nullable(),
  moderatorCount: z.number(),
  /** What the caller may do. */
  can: z.object({
    /** 'join' (open), 'request' (ask), or null (in it already, invite only, or a visitor). */
    join: z.enum(['join', 'request']).nullable(),
    edit: z.boolean(),
    moderate: z.boolean(),
    /** The owner: visibility, moderators, hand-over, delete. */
    own: z.boolean(),
    report: z.boolean(),
  }),
  /** Requests waiting for a moderator (moderators only; 0 for others). */
  pendingRequests: z.number(),
});
export type GroupDetail = z.infer<typeof groupDetail>;

/** GET /api/groups/{slug}/members?state=&page= — active members for whoever may open the group; invited and requested for its moderators. */
export const groupMembersQuery = z.object({
  state: groupMemberState.default('active'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const groupMember = commentAuthor.extend({
  role: groupRole,
  state: groupMemberState,
  since: z.string(),
});
export type GroupMember = z.infer<typeof groupMember>;
export const groupMembers = z.object({
  members: z.array(groupMember),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type GroupMembers = z.infer<typeof groupMembers>;

/** POST /api/groups/{slug}/join (bearer): joins an open group or asks to join; 200 { membership }. */
export const joinGroupAnswer = z.object({ membership: groupMembership });

/** POST /api/groups/{slug}/invitations (owner or moderators): invites members by username; 200 { invited }. */
export const inviteBody = z.object({
  usernames: z
    .array(z.string().trim().min(1).max(64))
    .min(1, 'Choose who to invite.')
    .max(GROUP_LIMITS.invite, `Invite at most ${GROUP_LIMITS.invite} members at once.`),
});
export const inviteAnswer = z.object({
  /** The usernames now invited (members already in it or invited are left out, without error). */
  invited: z.array(z.string()),
});

/**
 * PATCH /api/groups/{slug}/members/{username} (bearer):
 * - `role`: the owner names moderators or members, or hands the group on with 'owner' (they
 *   become a moderator);
 * - `state: 'active'`: a moderator approves a request, or the invited member accepts.
 * DELETE …/members/{username}: a moderator removes a member or declines a request, the
 * invited member declines, or a member leaves (their own username).
 */
export const editGroupMemberBody = z
  .object({ role: groupRole.optional(), state: z.literal('active').optional() })
  .refine((b) => b.role !== undefined || b.state !== undefined, 'Send a role or state: active.');

/** GET /api/me/groups: the caller's groups, invitations and requests. */
export const myGroups = z.object({
  groups: z.array(groupSummary),
  invitations: z.array(groupSummary),
  requests: z.array(groupSummary),
});
export type MyGroups = z.infer<typeof myGroups>;

/** PUT /api/groups/{slug}/projects/{projectId}: shows the caller's own project in the group; DELETE hides it. */
export const groupProject = z.object({
  id: z.number(),
  title: z.string(),
  /** Its page, /projects/{id}. */
  url: z.string(),
  thumbnail: z.string(),
  maker: commentAuthor,
});
export type GroupProject = z.infer<typeof groupProject>;
/** GET /api/groups/{slug}/projects */
export const groupProjects = z.object({ projects: z.array(groupProject) });

/** POST /api/groups/{slug}/reports (bearer): a member reports a group to the organisers. */
export const groupReportBody = z.object({
  reason: reportReason,
  note: z.string().trim().max(1000, 'Keep the note under 1,000 characters.').default(''),
});
