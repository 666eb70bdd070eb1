import { z } from 'zod';

/** Score entry as the product names its fields (docs/product.md §3). */
export const scoreEntrySchema = z.object({
  UserName: z.string(),
  GameScore: z.number(),
  GameName: z.string(),
});
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;

export const topScoresSchema = z.object({ results: z.array(scoreEntrySchema) });

const SCORE_MESSAGE = 'gamescore must be a whole number of 0 or more';
export const scoreUploadSchema = z.object(
  { gamescore: z.number({ error: SCORE_MESSAGE }).int(SCORE_MESSAGE).nonnegative(SCORE_MESSAGE) },
  { error: SCORE_MESSAGE },
);

export const topScoresQuery = z.object({ gameName: z.string({ error: 'Unknown game' }) });
export const scoreUploadParams = z.object({ username: z.string(), game: z.string() });
