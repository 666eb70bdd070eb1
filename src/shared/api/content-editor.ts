import { z } from 'zod';
import { clubContentSchema } from '../content-schema';
import { positiveIntOr } from './common';

/** One saved version of the club content: who saved it, when, and what it restored. */
export const contentVersionInfo = z.object({
  id: z.number(),
  createdAt: z.number(),
  authorUsername: z.string(),
  /** Set when this version restores an earlier one (its id). */
  restoredFrom: z.number().nullable(),
});
export type ContentVersionInfo = z.infer<typeof contentVersionInfo>;

/** GET /api/organisers/content: the current content; version null = the content file's. */
export const currentContentAnswer = z.object({
  content: clubContentSchema,
  version: contentVersionInfo.nullable(),
});
export type CurrentContentAnswer = z.infer<typeof currentContentAnswer>;

/**
 * PUT /api/organisers/content: the whole content, plus the version the editor started from
 * (null when it started from the file). A save on top of an older version is refused.
 */
export const contentSaveBody = clubContentSchema.extend({ baseVersion: z.number().int().nullable() });
export type ContentSaveBody = z.infer<typeof contentSaveBody>;

export const contentVersionsQuery = z.object({
  page: positiveIntOr(1),
  limit: positiveIntOr(20).transform((n) => Math.min(n, 50)),
});

/** GET /api/organisers/content/versions: newest first. */
export const contentVersionsPage = z.object({
  versions: z.array(contentVersionInfo),
  total: z.number(),
});
export type ContentVersionsPage = z.infer<typeof contentVersionsPage>;

export const contentVersionParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /api/organisers/content/versions/{id}: a version's content, for preview. */
export const contentVersionAnswer = z.object({ content: clubContentSchema, version: contentVersionInfo });
export type ContentVersionAnswer = z.infer<typeof contentVersionAnswer>;

/** POST /api/organisers/content/assets: where the uploaded image is served. */
export const contentAssetAnswer = z.object({ url: z.string() });

/** The multipart field of an asset upload. */
export const CONTENT_ASSET_FIELD = 'image';

export const CONTENT_MESSAGES = {
  stale: 'Someone saved a newer version; reload to see it.',
  noVersion: 'No such version',
} as const;
