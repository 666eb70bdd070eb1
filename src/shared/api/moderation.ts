import { z } from 'zod';
import { memberStatus } from '../organisers/roles';
import { positiveIntOr } from './common';
import { reportedConversation } from './message-reports';

/**
 * Reports, appeals and the organisers' review queue (issue 15 §2). The shapes are the contract
 * between the server (features/moderation) and the web app (features/organisers, public profile).
 */

export const REPORT_REASONS = ['harassment', 'inappropriate', 'spam', 'impersonation', 'other'] as const;
export const reportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReason>;

/** How each reason reads in the report form and the queue. */
export const REPORT_REASON_LABELS: Record<ReportReason | 'appeal', string> = {
  harassment: 'Harassment',
  inappropriate: 'Inappropriate content',
  spam: 'Spam',
  impersonation: 'Impersonation',
  other: 'Something else',
  appeal: 'Appeal of a suspension',
};

/** POST /api/reports (bearer): a profile, or one of its photos when `image` is its URL. */
export const reportBody = z.object({
  username: z.string().trim().min(1, 'Say which member you are reporting.').max(200),
  image: z.string().trim().max(500).default(''),
  reason: reportReason,
  note: z.string().trim().max(1000, 'Keep the note under 1,000 characters.').default(''),
});
export type ReportRequest = z.input<typeof reportBody>;

/** POST /api/con-groups/{id}/reports and /api/shoots/{id}/reports (bearer): the member behind it is known. */
export const subjectReportBody = z.object({
  reason: reportReason,
  note: z.string().trim().max(1000, 'Keep the note under 1,000 characters.').default(''),
});
export type SubjectReportRequest = z.input<typeof subjectReportBody>;

/**
 * POST /api/appeals: a suspended member cannot sign in, so the appeal carries the username and
 * password (checked and rate-limited like a login). Once per suspension.
 */
export const appealBody = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(400),
  note: z.string().trim().min(1, 'Tell the organisers why the suspension should be lifted.').max(2000),
});
export type AppealRequest = z.infer<typeof appealBody>;

/** Every organiser action needs a short reason: it is mailed to the member and kept in the audit log. */
export const actionBody = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Give a short reason: the member receives it.')
    .max(500, 'Keep the reason under 500 characters.'),
});
export type ActionRequest = z.infer<typeof actionBody>;

/**
 * What a report is about beyond the member: a group cosplay, a photoshoot slot, an album photo,
 * a costume project, one of its log entries or its tutorial, a comment, a message, or a group
 * (issue 38; migration 044).
 */
export const REPORT_SUBJECT_KINDS = [
  'con-group',
  'shoot-slot',
  'album-photo',
  'project',
  'project-entry',
  'tutorial',
  'comment',
  'message',
  'group',
] as const;
export const reportSubjectKind = z.enum(REPORT_SUBJECT_KINDS);
export type ReportSubjectKind = z.infer<typeof reportSubjectKind>;

export const reportSubject = z.object({
  kind: reportSubjectKind,
  id: z.string(),
  /** "Group cosplay “Liyue” at Gen Con", or "(removed)" once it is gone. */
  label: z.string(),
  /** Where the organiser sees it (/cons/{slug}#groups, /projects/{id}, /tutorials/{id}), or null once it is gone. */
  href: z.string().nullable(),
});
export type ReportSubject = z.infer<typeof reportSubject>;

export const queuedReport = z.object({
  id: z.number(),
  reason: z.union([reportReason, z.literal('appeal')]),
  note: z.string(),
  /** The reported photo as the organiser can open it (signed when needed), or '' for the profile. */
  image: z.string(),
  /** True once the photo is no longer on the profile (hidden, or removed by the member). */
  imageGone: z.boolean(),
  /** '' when the reporter's account no longer exists. */
  reporterUsername: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  /** Null for a report of the profile or one of its photos. */
  subject: reportSubject.nullable(),
  /** A report of a message: the conversation around it, as the reporter could see it (shared/api/message-reports.ts). */
  conversation: reportedConversation.optional(),
});
export type QueuedReport = z.infer<typeof queuedReport>;

/** GET /api/organisers/reports: open reports and appeals, grouped by the member they are about. */
export const reportQueue = z.object({
  members: z.array(
    z.object({
      member: z.object({
        id: z.number(),
        username: z.string(),
        firstname: z.string(),
        lastname: z.string(),
        status: memberStatus,
        /** The suspension's reason while suspended, '' otherwise. */
        statusReason: z.string(),
        /** The profile photo's thumbnail as the organiser can open it, or ''. */
        thumbnail: z.string(),
      }),
      reports: z.array(queuedReport),
    }),
  ),
});
export type ReportQueue = z.infer<typeof reportQueue>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string().describe('ISO 8601'),
  actorUsername: z.string(),
  action: z.string(),
  memberUsername: z.string(),
  /** The member's username now, for a link to their profile; '' once the account is deleted. */
  memberProfile: z.string(),
  detail: z.string(),
  reason: z.string(),
});
/** GET /api/organisers/audit?page&limit (X-Total-Count): newest first. */
export const auditPage = z.object({ entries: z.array(auditEntry), total: z.number() });
export type AuditPage = z.infer<typeof auditPage>;

export const AUDIT_PAGE_SIZE = 25;
/** Pages deeper than this many entries answer 400 (OFFSET reads every row it skips). */
export const AUDIT_MAX_DEPTH = 10_000;
export const auditQuery = z.object({
  page: positiveIntOr(1),
  limit: positiveIntOr(AUDIT_PAGE_SIZE).transform((n) => Math.min(n, 100)),
});

/** How each audit action reads on the audit page. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'report.dismiss': 'Dismissed a report',
  'photo.hide': 'Hid a photo',
  'member.suspend': 'Suspended',
  'member.unsuspend': 'Lifted a suspension',
  'member.approve': 'Approved a sign-up',
  'member.decline': 'Declined a sign-up',
  'role.grant': 'Made an organiser',
  'role.remove': 'Took the organiser role',
  'setting.approval': 'Changed sign-up approval',
  'content.save': 'Edited the club content',
  'content.restore': 'Restored a content version',
  'event.edit': 'Edited a member’s event',
  'event.cancel': 'Cancelled a member’s event',
  'event.cover.set': 'Changed a member’s event cover',
  'event.cover.remove': 'Removed a member’s event cover',
  'event.waitlist.move': 'Reordered a member’s event waitlist',
  'shoot.remove': 'Removed a member’s photoshoot slot',
  'con-group.remove': 'Removed a member’s group cosplay',
  'album.photo.remove': 'Removed a member’s album photo',
  'con.add': 'Added a convention',
  'con.edit': 'Edited a convention',
  'con.list': 'Listed a suggested convention',
  'con.decline': 'Declined a suggested convention',
  'con-group.delete': 'Deleted a group cosplay',
  'project.hide': 'Hid a member’s project',
  'project.unhide': 'Showed a member’s project again',
  'project-entry.hide': 'Hid a project’s log entry',
  'project-entry.unhide': 'Showed a project’s log entry again',
  'tutorial.hide': 'Hid a member’s tutorial',
  'tutorial.unhide': 'Showed a member’s tutorial again',
  'message.hide': 'Hid a member’s message',
  'message.unhide': 'Showed a member’s message again',
  'group.delete': 'Deleted a member’s group',
  'group.hide': 'Hid a member’s group',
  'group.unhide': 'Showed a member’s group again',
  'group.owner.handover': 'Handed a group to a new owner',
  'group.owner.none': 'Deleted a group left without members',
};

export const MODERATION_MESSAGES = {
  reported: 'Thank you. An organiser will look at your report.',
  reportYourself: 'You cannot report yourself.',
  removedSubject: '(removed)',
  reportOwnGroup: 'You lead this group.',
  reportOwnSlot: 'This is your own slot.',
  noSuchMember: 'No such member',
  notTheirPhoto: 'That photo is not on this member’s profile.',
  appealed: 'Your appeal was sent. An organiser will answer by email.',
  alreadyAppealed: 'You have already appealed this suspension.',
  notSuspended: 'This account is not suspended.',
  noSuchReport: 'No such open report: another organiser may have handled it.',
  reportHasNoPhoto: 'This report is about the profile, not a photo.',
  photoGone: 'That photo is no longer on the profile.',
  suspendYourself: 'You cannot suspend yourself.',
  suspendOrganiser: 'Organisers cannot be suspended: take their organiser role first.',
  notActive: 'Only an active member can be suspended.',
  dismissed: 'Report dismissed. The reporter was told why.',
  appealDeclined: 'Appeal declined. The member was told why; the suspension stays.',
  photoHidden: 'Photo hidden. The member was told why.',
  memberSuspended: 'Member suspended. They were signed out and told why.',
  memberUnsuspended: 'Suspension lifted. The member was told why.',
  auditTooDeep: 'The audit log shows its newest 10,000 entries here.',
} as const;
