import { z } from 'zod';
import { MSG } from '../messages';
import { queryText } from './common';

/** A refused reset link answers both `error` (what the reset page reads) and `message`. */
export const invalidLinkResponse = z.object({ error: z.string().optional(), message: z.string() });

export const verifyTokenQuery = z.object({ token: queryText(300) });
export const verifyTokenResponse = z.object({ valid: z.literal(true) });

export const resetRequestParams = z.object({ username: z.string() });

export const resetSubmitParams = z.object({ token: z.string() });
export const resetSubmitBody = z.object(
  {
    password: z
      .string({ error: MSG.resetBothFields })
      .min(1, MSG.resetBothFields)
      .max(1000, MSG.resetBothFields),
  },
  { error: MSG.resetBothFields },
);
export const resetSubmitResponse = z.object({ success: z.literal(true) });
