import { z } from 'zod';

/** One place a member is signed in. `id` is public: never the token or its hash. */
export const sessionSchema = z.object({
  id: z.string(),
  /** The session this request was made with ("this device"). */
  current: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601, to the minute: uses within a minute are not recorded one by one. */
  lastUsedAt: z.string(),
  /** The browser's User-Agent when the session started. */
  userAgent: z.string(),
  /** The client address when the session started. */
  ip: z.string(),
});

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export const sessionIdParams = z.object({ id: z.string().min(1).max(64) });
export const endedSessionsSchema = z.object({ ended: z.number().int() });

export type MemberSession = z.infer<typeof sessionSchema>;
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;
