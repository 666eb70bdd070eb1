import { z } from 'zod';

/** A member's role (docs/decisions/0012-organiser-role.md): organisers moderate and edit content. */
export const MEMBER_ROLES = ['member', 'organiser'] as const;
export const memberRole = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRole>;

/**
 * A member's standing: 'active'; 'pending' while approval of new members is on and no organiser
 * has approved the sign-up yet; 'suspended' by an organiser.
 */
export const MEMBER_STATUSES = ['active', 'pending', 'suspended'] as const;
export const memberStatus = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatus>;

export const ORGANISER_MESSAGES = {
  organisersOnly: 'Only organisers can do this.',
  suspended: 'This account is suspended.',
  pending: 'Your account is waiting for an organiser to approve it.',
} as const;
