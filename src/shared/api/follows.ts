import { z } from 'zod';
import { relatedMember } from './relations';

/**
 * Following (issue 37 item 3): a member follows another to hear (through the notification layer,
 * as their settings say) of the other's new projects, log entries, tutorials and events that they
 * may see. Either side ends it: the follower unfollows, or the followed member removes a follower.
 * A block between two members ends their follows both ways and refuses new ones (as "No such
 * member": the blocked member is not told).
 */

/** /api/me/following/{username} and /api/me/followers/{username} */
export const followParams = z.object({ username: z.string().min(1).max(64) });

/** A member in a following or followers list; `since` is when the follow began. */
export const followMember = relatedMember;
export type FollowMember = z.infer<typeof followMember>;

/** GET /api/me/following and GET /api/me/followers (bearer): newest first. */
export const followListAnswer = z.object({ members: z.array(followMember) });
export type FollowListAnswer = z.infer<typeof followListAnswer>;

/** GET /api/me/following/{username} (bearer): whether the member follows this one, and is followed back. */
export const followStateAnswer = z.object({ following: z.boolean(), followsYou: z.boolean() });
export type FollowStateAnswer = z.infer<typeof followStateAnswer>;

/** How many members one may follow: far above any real use, a bound on the list and the fan-out. */
export const MAX_FOLLOWING = 2000;

export const FOLLOW_MESSAGES = {
  followed: 'Following. You will hear of their new projects, log entries, tutorials and events.',
  unfollowed: 'Unfollowed.',
  followerRemoved: 'Removed. They no longer follow you, and are not told.',
  notYourself: 'You cannot follow yourself.',
  noSuchMember: 'No such member.',
  tooMany: `You follow ${MAX_FOLLOWING.toLocaleString('en-US')} members, the most there can be. Unfollow someone first.`,
} as const;
