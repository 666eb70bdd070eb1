import { z } from 'zod';
import { reportReason } from './moderation';

/**
 * Reports of costume projects, their log entries and tutorials, and the organisers' hiding of them
 * (issue 36 item 8). The projects' own contract is in projects.ts.
 */

/** Ids in paths: PostgreSQL's integer range (a larger one answers 400, not a database error). */
const id = z.coerce.number().int().min(1).max(2_147_483_647);
/** /projects/{id}/… and /organisers/projects/{id}/… */
export const moderatedProjectParams = z.object({ id });
/** /projects/{id}/entries/{rowId}/… and /organisers/projects/{id}/entries/{rowId}/… */
export const moderatedEntryParams = z.object({ id, rowId: id });

const note = z.string().trim().max(1000, 'Keep the note under 1,000 characters.').default('');

/** POST /api/projects/{id}/reports (bearer): the report is about the project's maker. */
export const projectReportBody = z.object({ reason: reportReason, note });
export type ProjectReportRequest = z.input<typeof projectReportBody>;

/** POST /api/projects/{id}/entries/{rowId}/reports (bearer): one log entry of the project. */
export const projectEntryReportBody = z.object({ reason: reportReason, note });
export type ProjectEntryReportRequest = z.input<typeof projectEntryReportBody>;

/** POST /api/tutorials/{id}/reports (bearer): a published tutorial the reporter can see. */
export const tutorialReportBody = z.object({ reason: reportReason, note });
export type TutorialReportRequest = z.input<typeof tutorialReportBody>;

export const PROJECT_REPORT_MESSAGES = {
  reportOwnProject: 'This is your own project.',
  reportOwnEntry: 'This is your own log entry.',
  reportOwnTutorial: 'This is your own tutorial.',
  projectHidden: 'Project hidden. Only its maker sees it now.',
  projectShown: 'Project shown again to those its maker chose.',
  entryHidden: 'Log entry hidden. Only the project’s maker sees it now.',
  entryShown: 'Log entry shown again.',
} as const;
