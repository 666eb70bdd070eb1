import { useQuery } from '@tanstack/react-query';
import type { ReportQueue } from '../../../../shared/api/moderation';
import { api } from '../../../lib/api';

/** Under ['organisers'], so an action refreshes the queue and the tabs' counts together. */
export const reportQueueKey = ['organisers', 'reports'] as const;

/** GET /api/organisers/reports: open reports and appeals, grouped by member. */
export function useReportQueue() {
  return useQuery({
    queryKey: reportQueueKey,
    queryFn: ({ signal }) => api<ReportQueue>('/organisers/reports', { auth: true, signal }),
  });
}

export type QueueMember = ReportQueue['members'][number]['member'];
export type QueueReport = ReportQueue['members'][number]['reports'][number];

/** One decision an organiser takes from the queue; each needs a reason, mailed to the member. */
export type ModerationAction =
  | { kind: 'dismiss'; member: QueueMember; report: QueueReport }
  | { kind: 'hide-photo'; member: QueueMember; report: QueueReport }
  | { kind: 'suspend'; member: QueueMember }
  // Also taken from the members page's list of suspended members, which knows only who it is.
  | { kind: 'unsuspend'; member: Pick<QueueMember, 'id' | 'username'> };

export function actionPath(action: ModerationAction): string {
  switch (action.kind) {
    case 'dismiss':
    case 'hide-photo':
      return `/organisers/reports/${action.report.id}/${action.kind}`;
    case 'suspend':
    case 'unsuspend':
      return `/organisers/members/${action.member.id}/${action.kind}`;
  }
}

export function takeAction(action: ModerationAction, reason: string) {
  return api<{ message?: string } | null>(actionPath(action), {
    method: 'POST',
    auth: true,
    body: { reason },
  });
}

/** The album photo a report is about (features/con-albums), by the path the queue gives; else undefined. */
export function reportedAlbumPhotoId(report: QueueReport): string | undefined {
  if (report.subject?.kind === 'album-photo') return report.subject.id;
  // Reports from before subjects were stored name the album photo by its path only.
  return /^\/api\/album-photos\/([A-Za-z0-9_-]+)(?:[/?]|$)/.exec(report.image)?.[1];
}

/** DELETE /api/organisers/album-photos/{id}: the photo and its tags go for good (audited). */
export function removeAlbumPhoto(photoId: string) {
  return api<null>(`/organisers/album-photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
    auth: true,
  });
}

/** A reported project, one of its log entries, its tutorial, or a comment, that an organiser may hide. */
export interface ProjectTarget {
  /** How the organiser's buttons name it. */
  what: 'project' | 'log entry' | 'tutorial' | 'comment';
  /** Its hiding: POST /api/organisers/{hidePath}. */
  hidePath: string;
}

/** What a report about a project, log entry or tutorial points at, while it exists; else undefined. */
export function reportedProject(report: QueueReport): ProjectTarget | undefined {
  const subject = report.subject;
  if (!subject?.href) return undefined;
  if (subject.kind === 'tutorial')
    return { what: 'tutorial', hidePath: `tutorials/${Number(subject.id)}/hide` };
  if (subject.kind === 'comment') return { what: 'comment', hidePath: `comments/${Number(subject.id)}/hide` };
  if (subject.kind !== 'project' && subject.kind !== 'project-entry') return undefined;
  // The queue links both kinds to the project's page, /projects/{id}.
  const projectId = Number(/^\/projects\/(\d+)(?:[/?#]|$)/.exec(subject.href)?.[1]);
  if (!projectId) return undefined;
  return subject.kind === 'project'
    ? { what: 'project', hidePath: `projects/${projectId}/hide` }
    : { what: 'log entry', hidePath: `projects/${projectId}/entries/${Number(subject.id)}/hide` };
}

/** POST /api/organisers/projects/{id}[/entries/{entryId}]/hide or /tutorials/{id}/hide: gone for all but its maker (audited). */
export function hideProject(target: ProjectTarget) {
  return api<{ message: string }>(`/organisers/${target.hidePath}`, { method: 'POST', auth: true });
}

/** POST /api/organisers/messages/{id}/hide|unhide: a reported message hidden from all but its sender, or shown again (audited). */
export function setMessageHidden(messageId: number, hide: boolean) {
  return api<{ message: string }>(`/organisers/messages/${messageId}/${hide ? 'hide' : 'unhide'}`, {
    method: 'POST',
    auth: true,
  });
}
