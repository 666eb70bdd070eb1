import { z } from 'zod';

/**
 * GET /api/projects/{id}/tutorial: whether a project has a tutorial the viewer may see (its maker
 * sees a draft too), so the project page can link to it or offer "publish as tutorial". 404 when
 * there is none for them. Kept apart from projectAnswer, whose shape stays as it is.
 */
export const projectTutorialLink = z.object({ id: z.number(), published: z.boolean() });
export type ProjectTutorialLink = z.infer<typeof projectTutorialLink>;

/** POST /api/organisers/tutorials/{id}/hide|unhide: what the organiser is told. */
export const TUTORIAL_MODERATION_MESSAGES = {
  hidden: 'Tutorial hidden. Only its maker sees it now.',
  shown: 'Tutorial shown again.',
} as const;
