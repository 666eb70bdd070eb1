import { z } from 'zod';

/** Score entry as the product names its fields (docs/product.md §3). */
export const scoreEntrySchema = z.object({
  UserName: z.string(),
  GameScore: z.number(),
  GameName: z.string(),
});
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;

export const topScoresSchema = z.object({ results: z.array(scoreEntrySchema) });

export const scoreUploadSchema = z.object({ gamescore: z.number().int().nonnegative() });
