import { z } from 'zod';

/** DELETE /api/users/{id}: the member's current password confirms it. */
export const deleteAccountBody = z.object({ password: z.string().max(200).optional() });
/** POST /api/restoreaccount: the token of the mailed restore link. */
export const restoreAccountBody = z.object({ token: z.string().max(300) });
export const restoredResponse = z.object({ restored: z.literal(true), username: z.string() });
export const deletionStartedResponse = z.object({ deleted: z.literal(true), eraseAfterDays: z.number() });
