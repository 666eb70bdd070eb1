import { z } from 'zod';
import { projectSummary } from './projects';

/** GET /api/projects/search?q=: projects whose name, character or series hold every word. */
export const projectSearchQuery = z.object({
  q: z
    .string()
    .catch('')
    .default('')
    .transform((s) => s.trim().slice(0, 100)),
});

/** The projects the viewer may see that match, most recently changed first (at most 12). */
export const projectSearchAnswer = z.object({ projects: z.array(projectSummary) });
export type ProjectSearch = z.infer<typeof projectSearchAnswer>;

export const PROJECT_SEARCH_LIMIT = 12;
