import { z } from 'zod';

/**
 * Blocking and muting (issue 37 item 5), one member towards another.
 *
 * - **Block**: while it stands, neither member sees the other's RSVPs, cosplans (who's going to a
 *   con, group cosplay claims) or projects (pages, log, feed, portfolio, search, tutorials), and
 *   neither can tag the other in a photo (nor, as they arrive, message, mention or comment on the
 *   other's things). The blocked member is never told: what the blocker hid from them is simply
 *   not there, as a private thing is.
 * - **Mute**: the muter stops seeing the muted member's posts in the club's feeds and hearing of
 *   them in notifications; nothing changes for the muted member.
 */

/** /api/me/blocks/{username} and /api/me/mutes/{username} */
export const relationParams = z.object({ username: z.string().min(1).max(64) });

/** A member in the settings' "Blocked" and "Muted" lists. */
export const relatedMember = z.object({
  username: z.string(),
  /** Their display name, as on their profile. */
  name: z.string(),
  /** Their profile thumbnail's address, or '' for the placeholder. */
  thumbnail: z.string(),
  /** When the block or mute began (ISO 8601). */
  since: z.string(),
});
export type RelatedMember = z.infer<typeof relatedMember>;

/** GET /api/me/relations (bearer): everyone the member blocked and muted, newest first. */
export const myRelationsAnswer = z.object({
  blocked: z.array(relatedMember),
  muted: z.array(relatedMember),
});
export type MyRelationsAnswer = z.infer<typeof myRelationsAnswer>;

/** GET /api/me/relations/{username} (bearer): whether the member blocked or muted this one. */
export const relationAnswer = z.object({ blocked: z.boolean(), muted: z.boolean() });
export type RelationAnswer = z.infer<typeof relationAnswer>;

/** How many members one may block, and mute: far above any real use, a bound on the lists. */
export const MAX_BLOCKS = 1000;
export const MAX_MUTES = 1000;

export const RELATION_MESSAGES = {
  blocked:
    'Blocked. They can no longer see your RSVPs, cosplans and projects or reach you, and are not told.',
  unblocked: 'Unblocked.',
  muted: 'Muted. You will no longer see their posts or hear of them.',
  unmuted: 'Unmuted.',
  notYourself: 'You cannot block or mute yourself.',
  noSuchMember: 'No such member.',
  tooManyBlocks: `You have blocked ${MAX_BLOCKS.toLocaleString('en-US')} members, the most there can be. Unblock someone first.`,
  tooManyMutes: `You have muted ${MAX_MUTES.toLocaleString('en-US')} members, the most there can be. Unmute someone first.`,
} as const;
