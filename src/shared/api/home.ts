import { z } from 'zod';

/** One tile of the landing page's hero: a member's photo linking to their public profile. */
export const mosaicMemberSchema = z.object({
  username: z.string(),
  /** First and last name, as the public profile shows them. */
  name: z.string(),
  /** A thumbnail of the member's profile photo, or of their first slideshow photo. */
  image: z.string(),
});

export const homeMosaicSchema = z.object({ members: z.array(mosaicMemberSchema) });
export type HomeMosaic = z.infer<typeof homeMosaicSchema>;
export type MosaicMember = z.infer<typeof mosaicMemberSchema>;
