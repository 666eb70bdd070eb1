import type { SessionUser } from '../db/sessions-repo';
import type { AnswerCache, Generation } from './answer-cache';

/** Long enough to spare the database on a burst of a member's requests; expiry is a month away. */
const KEEP_MS = 5000;
const MAX_SESSIONS = 10_000;

interface Kept {
  user: SessionUser;
  until: number;
  generation: Generation;
}

/**
 * Session lookups of signed-in requests, kept a few seconds and tied to the answer cache: every
 * write that touches what the lookup read (a logout, a session ended elsewhere, a suspension, a
 * new password) clears the answer cache's `sessions` area here and on every instance, and with it
 * every kept session. Off whenever the
 * answer cache is off (PostgreSQL without Redis, ANSWER_CACHE=off).
 */
export function createSessionCache(answers: AnswerCache, now: () => number) {
  const kept = new Map<string, Kept>();
  return {
    get(tokenHash: string): SessionUser | undefined {
      const entry = kept.get(tokenHash);
      if (!entry) return undefined;
      if (
        entry.generation !== answers.generation('sessions') ||
        now() >= entry.until ||
        !answers.isEnabled()
      ) {
        kept.delete(tokenHash);
        return undefined;
      }
      return entry.user;
    },
    /** `readGeneration`: the answer cache's generation before the lookup (a clear since wins). */
    put(tokenHash: string, user: SessionUser, readGeneration: Generation): void {
      if (!answers.isEnabled() || readGeneration !== answers.generation('sessions')) return;
      if (kept.size >= MAX_SESSIONS) kept.clear();
      kept.set(tokenHash, {
        user,
        until: Math.min(now() + KEEP_MS, user.expiresAt),
        generation: readGeneration,
      });
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
