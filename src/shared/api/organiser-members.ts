import { z } from 'zod';
import { memberRole } from '../organisers/roles';
import { positiveIntOr } from './common';

/**
 * Sign-up approval and the organiser role in the app (issue 15 §1 and §4): the contract between
 * the server (features/organiser-members) and the organisers' members page.
 */

/** GET and PUT /api/organisers/settings: the switches organisers set in the app. */
export const organiserSettings = z.object({
  /** While on, a new account waits for an organiser's approval before it takes part. */
  approvalRequired: z.boolean(),
});
export type OrganiserSettings = z.infer<typeof organiserSettings>;

/** A sign-up waiting for approval, with what an organiser decides on. */
export const pendingMember = z.object({
  id: z.number(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  birthdate: z.string().describe('YYYY-MM-DD'),
  /** Whole years today. */
  age: z.number(),
  recoveryemail: z.string(),
  referredby: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type PendingMember = z.infer<typeof pendingMember>;

/** GET /api/organisers/members/pending: oldest sign-up first. */
export const pendingMembers = z.object({ members: z.array(pendingMember) });
export type PendingMembers = z.infer<typeof pendingMembers>;

/** POST /api/organisers/members/{id}/approve: an optional note, mailed with the welcome (no body: none). */
export const approveBody = z
  .object({
    reason: z.string().trim().max(500, 'Keep the note under 500 characters.').default(''),
  })
  .nullish();

/** A member as the organisers' lists show one. */
export const listedMember = z.object({
  id: z.number(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: memberRole,
});
export type ListedMember = z.infer<typeof listedMember>;

/** GET /api/organisers/members/organisers, and …/search?q= (active members whose username starts so). */
export const listedMembers = z.object({ members: z.array(listedMember) });
export type ListedMembers = z.infer<typeof listedMembers>;

export const memberSearchQuery = z.object({
  q: z
    .string()
    .catch('')
    .default('')
    .transform((s) => s.trim().slice(0, 100)),
});

/** POST /api/organisers/members/{id}/role: grant ('organiser') or take ('member') the role. */
export const roleBody = z.object({ role: memberRole });
export type RoleRequest = z.infer<typeof roleBody>;

/** What an action on a member answers: a sentence to show as it is. */
export const memberActionResult = z.object({ message: z.string() });
export type MemberActionResult = z.infer<typeof memberActionResult>;

export const MEMBER_ADMIN_MESSAGES = {
  notPending: 'This sign-up is no longer waiting for approval.',
  noSuchMember: 'No such member',
  onlyActive: 'Only an active member can be an organiser.',
  lastOrganiser: 'You are the last organiser: make someone else an organiser first.',
} as const;

/**
 * How long a deleted account waits before it is erased (the server's DELETION_GRACE_MS in
 * features/profiles/account-deletion.ts; tests/api/suspended-members.test.ts keeps them equal).
 */
export const ACCOUNT_ERASE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A member who is out of the club for now (issue 33 §3): suspended by an organiser, or whose
 * account is being deleted (restorable by its mailed link until `erasesAt`).
 */
export const outMember = z.object({
  id: z.number(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  standing: z.enum(['suspended', 'deleting']),
  /** The suspension's reason (shown to the member at login); '' for a deletion. */
  reason: z.string(),
  /** Who decided: the organiser who suspended, or the member who asked to delete; '' when not recorded. */
  decidedBy: z.string(),
  decidedAt: z.string().nullable().describe('ISO 8601; null when not recorded'),
  /** When the suspended member appealed (the appeal waits in the report queue); null if not. */
  appealedAt: z.string().nullable().describe('ISO 8601'),
  /** When a deleted account is erased for good; null for a suspension. */
  erasesAt: z.string().nullable().describe('ISO 8601'),
});
export type OutMember = z.infer<typeof outMember>;

export const OUT_MEMBERS_PAGE_SIZE = 20;

/** GET /api/organisers/members/suspended?page&limit: suspended members first, then deletions, by username. */
export const outMembersQuery = z.object({
  page: positiveIntOr(1),
  limit: positiveIntOr(OUT_MEMBERS_PAGE_SIZE).transform((n) => Math.min(n, 100)),
});
export const outMembers = z.object({ members: z.array(outMember), total: z.number() });
export type OutMembers = z.infer<typeof outMembers>;
