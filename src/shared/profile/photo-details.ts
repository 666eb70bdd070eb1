import { z } from 'zod';
import { ALT_MAX, CREDIT_LINK_MAX, CREDIT_NAME_MAX } from './photo-rules';

// The limits, the credit-link rule and the srcset helpers live in zod-free modules the pages import cheaply.
export { ALT_MAX, CREDIT_LINK_MAX, CREDIT_NAME_MAX, normalizeCreditLink } from './photo-rules';
export { PHOTO_WIDTHS, photoSrcSet, photoUrlAt } from './photo-srcset';

/** Who took a photo; `url` is '' or an http(s) address checked by the server. */
export const photoCreditSchema = z.object({ name: z.string(), url: z.string() });

/** What the pages need beside a photo's address. */
export const photoDetailsSchema = z.object({
  width: z.number().int(), // of the largest stored rendition (≤ 1600 px a side)
  height: z.number().int(),
  alt: z.string(), // '' when the member has not described it yet
  credit: photoCreditSchema.nullable(),
});
export type PhotoDetails = z.infer<typeof photoDetailsSchema>;

/**
 * The save's text field `photoDetails` (JSON): per photo slot ('profileImage' or one of
 * SLIDE_FIELD_NAMES), what the member wrote. Slots left out keep what they had.
 */
export const photoDetailsInputSchema = z.record(
  z.string(),
  z.object({
    alt: z.string().max(ALT_MAX),
    creditName: z.string().max(CREDIT_NAME_MAX),
    creditLink: z.string().max(CREDIT_LINK_MAX),
  }),
);
export type PhotoDetailsInput = z.infer<typeof photoDetailsInputSchema>;
