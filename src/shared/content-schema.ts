import { z } from 'zod';

/**
 * The club content file (content/club.json by default): everything organisers change without
 * touching code. Validated at server start; served to the browser by GET /api/content.
 */
const httpsUrl = z
  .string()
  .url()
  .refine((u) => u.startsWith('https://'), 'must be an https:// address');
const localOrHttpsUrl = z.string().refine((u) => u.startsWith('/') || u.startsWith('https://'), {
  message: 'must start with / or https://',
});

export const storeSchema = z.object({
  name: z.string().min(1),
  sells: z.string().min(1),
  town: z.string().min(1),
  website: httpsUrl,
});

export const clubContentSchema = z.object({
  clubName: z.string().min(1),
  /** The address members invite to their own calendar events; unset on a fresh install. */
  clubEmail: z.string().email().optional(),
  supportLink: z.object({ label: z.string().min(1), url: httpsUrl }),
  chatCommunity: z.object({ label: z.string().min(1), url: httpsUrl }),
  forumCommunity: z.object({ label: z.string().min(1), url: httpsUrl }),
  trademark: z.string().min(1),
  copyrightHolder: z.string().min(1),
  welcome: z.string().min(1),
  motd: z.object({
    title: z.string().min(1),
    message: z.string().min(1),
    conventions: z
      .array(z.object({ name: z.string().min(1), dates: z.string().min(1), url: httpsUrl }))
      .length(2),
    template: z.object({ label: z.string().min(1), url: localOrHttpsUrl, alt: z.string().min(1) }),
  }),
  /** Without an embed (a fresh install) the calendar page shows the club's own events. */
  calendar: z.object({ embedUrl: httpsUrl.optional(), title: z.string().min(1) }),
  /** Up to two videos; none on a fresh install (the page then says where organisers add them). */
  tutorials: z.array(z.object({ title: z.string().min(1), embedUrl: httpsUrl })).max(2),
  stores: z.record(z.string(), z.object({ mapEmbedUrl: httpsUrl.optional(), stores: z.array(storeSchema) })),
});

export type ClubContent = z.infer<typeof clubContentSchema>;
export type Store = z.infer<typeof storeSchema>;
