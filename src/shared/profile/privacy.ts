import { z } from 'zod';
import { CONTACT_VISIBILITY, VISIBILITY } from './privacy-options';

export * from './privacy-options';

/** The privacy settings as the API documents them (see privacy-options.ts for the rules). */
export const privacySchema = z.object({
  visibility: z.enum(VISIBILITY),
  listed: z.boolean(),
  contactvisibility: z.enum(CONTACT_VISIBILITY),
  indexable: z.boolean(),
});
