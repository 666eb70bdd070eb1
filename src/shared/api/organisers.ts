import { z } from 'zod';

/** GET /api/organisers/overview: what waits for organisers (the dashboard and the nav's badge). */
export const organiserOverview = z.object({
  /** Members with at least one open report or appeal. */
  openReports: z.number(),
  /** Sign-ups waiting for approval. */
  pendingMembers: z.number(),
  suspendedMembers: z.number(),
  organisers: z.number(),
  approvalRequired: z.boolean(),
});
export type OrganiserOverview = z.infer<typeof organiserOverview>;
