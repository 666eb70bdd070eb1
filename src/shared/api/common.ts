import { z } from 'zod';

/** Every error answer of the API: a message the client can show as it is. */
export const errorResponse = z
  .object({
    message: z.string(),
    /** A suspended member's login (403): the organisers' reason, and whether they may still appeal. */
    suspension: z.object({ reason: z.string(), canAppeal: z.boolean() }).optional(),
  })
  .meta({ id: 'Error' });

/** A positive whole number from the address, or the fallback when it is missing or not one. */
export const positiveIntOr = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(999_999_999)
    // Absent is the usual case: answered without raising (and catching) an issue, which costs
    // more than the rest of a kept answer's request.
    .optional()
    .catch(fallback)
    .transform((n) => n ?? fallback);

/** Free text from the address: anything that is not one string counts as '', and it is capped. */
export const queryText = (max: number) =>
  z
    .string()
    .catch('')
    .default('')
    .transform((s) => s.slice(0, max));

/** The error answers a route documents, each `{ message }`. */
export function errorAnswers<const C extends number>(...codes: C[]): Record<C, typeof errorResponse> {
  return Object.fromEntries(codes.map((c) => [c, errorResponse])) as Record<C, typeof errorResponse>;
}

/** Member routes send the session's token. */
export const BEARER = [{ bearer: [] }];
