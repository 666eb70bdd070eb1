import { z } from 'zod';

/** How often a member gets the email digest (issue 34): weekly until they choose. */
export const DIGEST_FREQUENCIES = ['weekly', 'daily', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = 'weekly';

export const digestChoiceSchema = z.object({
  frequency: z.enum(DIGEST_FREQUENCIES, { message: 'Choose weekly, daily or off.' }),
});

/** GET and PUT /api/me/digest answer it; PUT takes it. */
export type DigestChoice = z.infer<typeof digestChoiceSchema>;

/** ?token= of the one-click unsubscribe link in every digest. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ message: 'This unsubscribe link is incomplete.' })
    .min(1, 'This unsubscribe link is incomplete.')
    .max(200),
});

/** POST /api/digest/unsubscribe: what happened, in words for the member. */
export const unsubscribeResponseSchema = z.object({
  message: z.string(),
  frequency: z.literal('off'),
});
