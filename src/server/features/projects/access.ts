import { PROJECT_MESSAGES } from '../../../shared/api/projects';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../http-error';
import { reserveOrExplain } from '../../rate-limit/refusal';

/**
 * The project, when it is the member's own. A project they may not see is 404 (its existence is
 * not told); one they may see but is someone else's is 403.
 */
export async function ownProject(deps: AppDeps, projectId: number, userId: number) {
  const project = await deps.projects.ownerOf(projectId);
  if (project && project.owner_id === userId) return project;
  if (project && (await deps.projects.visible(userId, { id: projectId })).length > 0)
    throw forbidden(PROJECT_MESSAGES.notYours);
  throw notFound(PROJECT_MESSAGES.notFound);
}

/** 400 unless `day` (YYYY-MM-DD, checked by the schema) is a day of the calendar (not 2026-02-30). */
export function requireRealDay(day: string | null | undefined): void {
  if (day === null || day === undefined) return;
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day)
    throw badRequest(PROJECT_MESSAGES.badDate);
}

/** Counts a new log entry by the member before any work (PROJECT_ENTRIES_PER_MEMBER_HOUR). */
export async function countEntry(deps: AppDeps, userId: number): Promise<void> {
  await reserveOrExplain(
    deps.limits,
    [{ key: `project-entry:${userId}`, rule: deps.config.rateLimits.projectEntriesPerUser }],
    'You have written many log entries in a short time.',
  );
}

/** Counts a project photo upload before reading the form (PROJECT_PHOTOS_PER_MEMBER_MINUTE). */
export async function countPhotoUpload(deps: AppDeps, userId: number): Promise<void> {
  await reserveOrExplain(
    deps.limits,
    [{ key: `project-photo:${userId}`, rule: deps.config.rateLimits.projectPhotosPerUser }],
    'You have uploaded many photos in a short time.',
  );
}
